// A loopback port for a server the tests start.
import net from "node:net";

/** @returns {Promise<number>} a port free on 127.0.0.1 right now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
