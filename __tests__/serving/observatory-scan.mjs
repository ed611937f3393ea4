// Runs the real MDN HTTP Observatory scanner (npm @mdn/mdn-http-observatory) on one page and prints
// its result as JSON. A child process of the serving tests: Node reads NODE_EXTRA_CA_CERTS, the
// throw-away certificate it must trust, only when it starts.
// Usage: PORT_MAP=80=<port>,443=<port> node --import ./port-map.mjs observatory-scan.mjs <host/path>
// The scanner builds http:// and https:// URLs from the "hostname" it is given as it is (1.4.8's
// scan() drops the port and path options its retriever takes), so it asks ports 80 and 443, which
// port-map.mjs sends to the test's nginx.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const packageDir = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
// The package downloads Chromium's HSTS preload list at install, which fails offline: an empty
// list (no site here is preloaded) is what it would find for localhost anyway.
const preloadList = path.join(packageDir, "conf", "hsts-preload.json");
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, "{}\n");

const [target] = process.argv.slice(2);
const { scan } = await import(path.join(packageDir, "src", "scanner", "index.js"));
const result = await scan(target);
const tests = Object.fromEntries(
  Object.entries(result.tests).map(([name, { result: outcome, scoreModifier, pass }]) => [
    name,
    { outcome, scoreModifier, pass },
  ]),
);
console.log(JSON.stringify({ score: result.scan.score, grade: result.scan.grade, tests }));
