import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import { htmlPages } from "../html-pages";
import { DEFAULT_EMAILJS_ORIGIN } from "../../lib/emailjs-config";
import { headerTable } from "./header-table";
import { HASHED_BUNDLE } from "./policy";
import { renderHeadersFile } from "./render-headers-file";
import { letsEncryptFiles, renderNginxConf } from "./render-nginx-conf";

/**
 * After each build (inline-script hashes change every time): public/_headers for a CDN,
 * deploy/nginx.conf for self-hosting (NGINX_ROOT, default this public/; the site URL's host as
 * server name; NGINX_SSL_CERTIFICATE and NGINX_SSL_CERTIFICATE_KEY, default certbot's files for that
 * host; NGINX_ACME_ROOT, default /var/www/html), and deploy/headers.json, read by the Node server
 * of `npm start` and `npm run serve`.
 */
export function writeHeaderFiles({ store, reporter }: BuildArgs): void {
  const root = store.getState().program.directory as string;
  const publicDir = path.join(root, "public");
  const deployDir = path.join(root, "deploy");
  const table = headerTable({
    pages: htmlPages(publicDir).map((file) => ({ file, html: fs.readFileSync(path.join(publicDir, file), "utf8") })),
    bundles: fs.readdirSync(publicDir).filter((file) => HASHED_BUNDLE.test(file)),
    emailOrigin: process.env.GATSBY_EMAILJS_ORIGIN || DEFAULT_EMAILJS_ORIGIN,
  });
  const serverName = new URL(store.getState().config.siteMetadata?.siteUrl as string).hostname;
  const certbot = letsEncryptFiles(serverName);
  const nginx = renderNginxConf(table, {
    root: process.env.NGINX_ROOT ?? publicDir,
    serverName,
    certificate: process.env.NGINX_SSL_CERTIFICATE ?? certbot.certificate,
    certificateKey: process.env.NGINX_SSL_CERTIFICATE_KEY ?? certbot.certificateKey,
    acmeRoot: process.env.NGINX_ACME_ROOT ?? "/var/www/html",
    notFoundPages: htmlPages(publicDir).filter((file) => file === "404.html" || file.endsWith("/404.html")),
  });
  fs.writeFileSync(path.join(publicDir, "_headers"), renderHeadersFile(table));
  fs.mkdirSync(deployDir, { recursive: true });
  fs.writeFileSync(path.join(deployDir, "nginx.conf"), nginx);
  fs.writeFileSync(path.join(deployDir, "headers.json"), `${JSON.stringify(table, null, 2)}\n`);
  reporter.info(
    `Response headers for ${table.files.length} files: public/_headers, deploy/nginx.conf, deploy/headers.json`,
  );
}
