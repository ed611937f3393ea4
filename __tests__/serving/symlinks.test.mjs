// Symbolic links in public/ never lead a server out of it: a link to /etc/passwd, a linked folder
// and a page whose index.html is a link are answered 404 with the site's 404 page by nginx (the
// generated config) and by `npm start`'s server, never with the outside file. The links are made
// in the build's public/ for this file's tests and removed after them.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { headersFromBuild } from "../../scripts/headers-for.mjs";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { PUBLIC_DIR } from "../support/site-data.mjs";
import { startNginx } from "./nginx.mjs";

const OUTSIDE = "/etc/passwd";
const SECRET = fs.readFileSync(OUTSIDE, "utf8").split("\n")[0];
const LINKS = {
  "symlink-test-file.txt": OUTSIDE,
  "symlink-test-folder": path.dirname(OUTSIDE),
  "symlink-test-page": null,
};
const ROUTES = [
  "/symlink-test-file.txt",
  `/symlink-test-folder/${path.basename(OUTSIDE)}`,
  "/symlink-test-page/",
  "/symlink-test-page/index.html",
  "/symlink-test-page",
];

/** @type {{ name: string, url: string, close: () => Promise<void> }[]} */
let servers = [];
before(async () => {
  for (const [name, target] of Object.entries(LINKS)) {
    const link = path.join(PUBLIC_DIR, name);
    fs.rmSync(link, { recursive: true, force: true });
    if (target) fs.symlinkSync(target, link);
  }
  // A real folder whose index.html is the link.
  fs.mkdirSync(path.join(PUBLIC_DIR, "symlink-test-page"));
  fs.symlinkSync(OUTSIDE, path.join(PUBLIC_DIR, "symlink-test-page/index.html"));
  const [nginx, node] = await Promise.all([
    startNginx(),
    startStaticServer({ root: PUBLIC_DIR, headersFor: headersFromBuild(PUBLIC_DIR) }),
  ]);
  servers = [
    { name: "nginx", ...nginx },
    { name: "npm start", ...node },
  ];
});
after(async () => {
  await Promise.all(servers.map((server) => server.close()));
  for (const name of Object.keys(LINKS)) fs.rmSync(path.join(PUBLIC_DIR, name), { recursive: true, force: true });
});

describe("a symbolic link out of public/", () => {
  for (const name of ["nginx", "npm start"]) {
    it(`${name}: answered 404 with the site's 404 page, never the outside file`, async () => {
      const server = /** @type {{ url: string }} */ (servers.find((candidate) => candidate.name === name));
      for (const route of ROUTES) {
        const response = await fetch(`${server.url}${route}`, { redirect: "manual" });
        const body = await response.text();
        assert.ok(!body.includes(SECRET), `${route}: the outside file was served`);
        assert.equal(response.status, 404, route);
        assert.ok(body.includes('data-page-path="/404.html"'), `${route}: the 404 page`);
      }
    });
  }
});
