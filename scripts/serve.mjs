// `npm run serve`: the production build on http://127.0.0.1:9000 (PORT overrides), with the
// response headers the build wrote for the CDN and nginx.
import fs from "node:fs";
import { headersFromBuild } from "./headers-for.mjs";
import { startStaticServer } from "./static-server.mjs";

if (!fs.existsSync("public/index.html")) {
  console.error("public/ has no build yet: run `npm run build` (or `npm start`, which builds first).");
  process.exit(1);
}
let headersFor;
try {
  headersFor = headersFromBuild("public");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { url } = await startStaticServer({ root: "public", port: Number(process.env.PORT ?? 9000), headersFor });
console.log(`Serving the production build on ${url} (Ctrl+C stops it)`);
