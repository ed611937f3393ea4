// The built site as files and as a crawler sees it: every page valid HTML (Nu Html Checker),
// every internal link and asset reference answering 200, external links well-formed and safe.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { PUBLIC_DIR } from "./helpers.mjs";

const run = promisify(execFile);

/** Pages of the build: every .html except Gatsby's slice fragments in _gatsby/. */
const htmlFiles = (fs.readdirSync(PUBLIC_DIR, { recursive: true }))
  .filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby"))
  .filter((file) => fs.statSync(path.join(PUBLIC_DIR, file)).isFile())
  .map((file) => path.join(PUBLIC_DIR, file));

describe("valid HTML", () => {
  it(`every built page (${htmlFiles.length}) passes the Nu Html Checker with zero errors`, async () => {
    const { stderr } = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...htmlFiles], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error) => error); // vnu exits 1 when it finds errors; the report says which
    const { messages } = JSON.parse(stderr);
    const errors = messages.map((m) => `${path.relative(PUBLIC_DIR, new URL(m.url).pathname)}: ${m.message}`);
    assert.deepEqual(errors, []);
  });
});

/**
 * Every URL a page refers to: links, scripts, styles, images (incl. srcset) and posters, and the
 * two sources of each lazy video (named by data-video; they are added when it nears the viewport).
 */
function references(html) {
  const found = [...html.matchAll(/\sdata-video="([^"]+)"/g)].flatMap(([, name]) => [`/videos/${name}.webm`, `/videos/${name}.mp4`]);
  for (const [, attr, value] of html.matchAll(/\s(href|src|srcset|poster|data-src|data-srcset)="([^"]*)"/gi)) {
    const decoded = value.replaceAll("&amp;", "&");
    if (/srcset/i.test(attr)) found.push(...decoded.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]));
    else found.push(decoded);
  }
  return found;
}

/** url(...) references inside a stylesheet (fonts). */
const cssReferences = (css) => [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1]).filter((u) => !u.startsWith("data:"));

describe("link and asset crawl from /", () => {
  let server;
  before(async () => {
    server = await startStaticServer({ root: PUBLIC_DIR });
  });
  after(() => server.close());

  it("finds no broken internal target and only safe, well-formed external links", async () => {
    const origin = new URL(server.url).origin;
    const queue = ["/"];
    const seen = new Set(queue);
    const broken = [];
    const unsafe = [];
    const enqueue = (ref, base) => {
      if (!ref || /^(mailto:|tel:|data:|#|javascript:)/i.test(ref)) return;
      let url;
      try {
        url = new URL(ref, base);
      } catch {
        unsafe.push(`${base}: malformed URL ${ref}`);
        return;
      }
      if (url.origin !== origin) {
        if (!/^https:$/.test(url.protocol)) unsafe.push(`${base}: external link is not https: ${ref}`);
        return;
      }
      const key = url.pathname;
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(key);
      }
    };

    while (queue.length > 0) {
      const pathname = queue.shift();
      const response = await fetch(`${origin}${pathname}`);
      if (response.status !== 200) {
        broken.push(`${response.status} ${pathname}`);
        continue;
      }
      const type = response.headers.get("content-type") ?? "";
      const base = `${origin}${pathname}`;
      if (type.startsWith("text/html")) {
        const html = await response.text();
        references(html).forEach((ref) => enqueue(ref, base));
        for (const [tag] of html.matchAll(/<a\b[^>]*target="_blank"[^>]*>/g)) {
          if (!/rel="[^"]*noopener[^"]*noreferrer|rel="[^"]*noreferrer[^"]*noopener/.test(tag)) unsafe.push(`${pathname}: ${tag}`);
        }
        // The data a page needs after hydration: its page-data and the static queries it names.
        const pageData = `/page-data${pathname === "/" ? "/index" : pathname.replace(/\/$/, "")}/page-data.json`;
        if (!pathname.endsWith(".html") || pathname === "/404.html") enqueue(pageData, base);
      } else if (type.startsWith("text/css")) {
        cssReferences(await response.text()).forEach((ref) => enqueue(ref, base));
      } else if (pathname.endsWith("page-data.json")) {
        const data = await response.json();
        for (const hash of data.staticQueryHashes ?? []) enqueue(`/page-data/sq/d/${hash}.json`, base);
      } else {
        await response.arrayBuffer();
      }
    }
    assert.deepEqual(broken, []);
    assert.deepEqual(unsafe, []);
    assert.ok(seen.size > 200, `crawled ${seen.size} URLs`);
    for (const kind of [/\.woff2$/, /\.(webm|mp4)$/, /\.(avif|webp|jpg|png)$/, /page-data\.json$/, /\/page-data\/sq\/d\//]) {
      assert.ok([...seen].some((url) => kind.test(url)), `the crawl reached ${kind}`);
    }
  });
});
