// A raw HTTP/1.1 request, bytes exactly as given: fetch() would normalise or re-encode the hostile
// paths the fuzz test sends.
import net from "node:net";

/** @typedef {{ status: number, headers: [string, string][], body: string }} RawResponse */

/**
 * Sends `method target` to url's host and port; resolves to { status, headers: [[name, value]], body }.
 * @param {string} url
 * @param {string} method
 * @param {string} target
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<RawResponse>}
 */
export function rawRequest(url, method, target, { timeoutMs = 5000 } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    /** @type {Buffer[]} */
    const chunks = [];
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`${method} ${target.slice(0, 80)}: no answer in ${timeoutMs} ms`)),
    );
    socket.on("connect", () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`, "latin1"),
    );
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const [statusLine, ...lines] = text.slice(0, end === -1 ? text.length : end).split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      /** @type {[string, string][]} */
      const headers = lines.map((line) => [
        line.slice(0, line.indexOf(":")).toLowerCase(),
        line.slice(line.indexOf(":") + 1).trim(),
      ]);
      resolve({ status, headers, body: end === -1 ? "" : text.slice(end + 4) });
    });
  });
}
