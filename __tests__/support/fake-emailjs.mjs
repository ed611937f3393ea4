// A stand-in for the EmailJS API on loopback: records every send and answers as a test asks.
import http from "node:http";

/** @typedef {{ status?: number, text?: string, drop?: boolean, delayMs?: number }} FakeReply */
/** @typedef {(body: any, count: number) => FakeReply} FakeAnswer */
/** @typedef {{ url: string, requests: { path: string | undefined, body: any }[], answerWith(fn: FakeAnswer): void, reset(): void, close(): Promise<void> }} FakeEmailJs */

/**
 * Starts the fake. `answer(body)` decides each reply: { status, text } or { drop: true }
 * (connection destroyed) or { delayMs } added to either. Defaults to 200 "OK". It listens on a free
 * loopback port (`url`), so each test worker has its own.
 * @returns {Promise<FakeEmailJs>}
 */
export function startFakeEmailJs() {
  /** @type {FakeEmailJs["requests"]} */
  const requests = [];
  /** @type {FakeAnswer} */
  let answer = () => ({ status: 200, text: "OK" });
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type",
  };
  const server = http.createServer((req, res) => {
    if (req.method === "OPTIONS") return res.writeHead(204, cors).end();
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}");
      requests.push({ path: req.url, body });
      const reply = answer(body, requests.length);
      setTimeout(() => {
        if (reply.drop) return req.socket.destroy();
        res.writeHead(/** @type {number} */ (reply.status), { ...cors, "Content-Type": "text/plain" }).end(reply.text);
      }, reply.delayMs ?? 0);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`,
        requests,
        answerWith(fn) {
          answer = fn;
        },
        reset() {
          requests.length = 0;
          answer = () => ({ status: 200, text: "OK" });
        },
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

/** The build-time configuration the browser tests expect (see package.json build:test). The origin is
 * never listened on: each test's browser context routes it to its worker's fake. */
export const TEST_EMAILJS = {
  origin: "http://127.0.0.1:4599",
  publicKey: "test-public-key",
  serviceId: "test-service",
  enquiryTemplateId: "test-enquiry-template",
  acknowledgementTemplateId: "test-ack-template",
};
