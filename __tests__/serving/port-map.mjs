// Preloaded into the scanner's process (node --import): its connections to localhost on the
// standard ports go to the test's nginx instead (PORT_MAP="80=<port>,443=<port>"), so the scanner
// can ask http://localhost/ and https://localhost/ of the configuration as shipped, which listens
// on 80 and 443, without the test binding those ports. Only the client is redirected.
import net from "node:net";

const map = new Map(
  (process.env.PORT_MAP ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => /** @type {[number, number]} */ (pair.split("=").map(Number))),
);
const LOCAL = new Set(["localhost", "127.0.0.1", "::1", undefined]);
const connect = net.Socket.prototype.connect;

/** @param {any[]} args */
net.Socket.prototype.connect = function connectMapped(...args) {
  // net.connect passes its normalised [options, callback] array; tls and http pass options.
  const options = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (options && typeof options === "object" && LOCAL.has(options.host) && map.has(Number(options.port))) {
    options.port = map.get(Number(options.port));
  }
  return connect.apply(this, /** @type {any} */ (args));
};
