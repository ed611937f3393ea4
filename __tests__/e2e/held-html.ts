// A page whose HTML arrives in two parts, as on a slow network: a loopback proxy in front of the
// test server that sends each page's HTML up to a point, waits, then sends the rest. Everything
// else (and every response header but the framing ones) passes through unchanged.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** Headers that describe the upstream response's framing, which the proxy redoes itself. */
const FRAMING = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"]);

export interface HeldHtmlProxy {
  url: string;
  /** The pages whose HTML was held at the given point (a marker not found fails the request instead). */
  held: string[];
  close(): Promise<void>;
}

/** Starts the proxy: each HTML page is held for `holdMs` just before the first occurrence of `before`. */
export async function startHeldHtmlProxy(upstream: string, before: string, holdMs: number): Promise<HeldHtmlProxy> {
  const held: string[] = [];
  const server = http.createServer(async (request, response) => {
    // An upstream that does not answer is a 502 the test reports, not a rejection that ends the worker.
    const answer = await fetch(new URL(request.url ?? "/", upstream), { redirect: "manual" }).catch(() => null);
    if (!answer) {
      response.writeHead(502).end(`${upstream} did not answer ${request.url}`);
      return;
    }
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !FRAMING.has(name)));
    const body = Buffer.from(await answer.arrayBuffer());
    if (!answer.headers.get("content-type")?.startsWith("text/html")) {
      response.writeHead(answer.status, headers).end(body);
      return;
    }
    const html = body.toString("utf8");
    const cut = html.indexOf(before);
    if (cut < 0) {
      response.writeHead(500).end(`${request.url} has no ${before}`);
      return;
    }
    held.push(request.url ?? "");
    response.writeHead(answer.status, headers).write(html.slice(0, cut));
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    response.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
