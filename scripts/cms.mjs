// `npm run cms`: the development site and the CMS's local backend, both on loopback. An editor
// opens http://127.0.0.1:8000/admin/ and edits the files of this checkout, without an account.
// decap-server's port is static/admin/config.yml's local_backend (and the CMS's CSP).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    stdio: "inherit",
    env: { ...process.env, BIND_HOST: "127.0.0.1", PORT: "8081", MODE: "fs", GIT_REPO_DIRECTORY: process.cwd() },
  }),
  spawn("npx", ["gatsby", "develop", "-H", "127.0.0.1"], {
    stdio: "inherit",
    env: { GATSBY_TELEMETRY_DISABLED: "1", ...process.env },
  }),
];

/** Stops both, by their own PIDs, when either ends or the editor presses Ctrl+C. */
function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
