import { observatoryScore } from "../serving/observatory-score.mjs";
import { DEFAULT_EMAILJS_ORIGIN } from "../../src/lib/emailjs-config";
import { SECURITY_HEADERS, contentSecurityPolicy } from "../../src/node/headers/policy";

const HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const STRICT_CSP = `default-src 'none'; script-src 'self' ${HASH}; style-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'self'`;
const GOOD = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Content-Security-Policy": STRICT_CSP,
};
const score = (headers, https = true) => observatoryScore(headers, { https }).score;
const result = (headers, test, https = true) => observatoryScore(headers, { https }).tests.find((t) => t.test === test);
const withCsp = (csp) => ({ ...GOOD, "Content-Security-Policy": csp });

describe("observatoryScore", () => {
  it("takes every penalty from a response with no security headers: 100 - 25 - 20 - 20 - 5", () => {
    expect(score({})).toBe(30);
  });

  it("gives a strict policy every bonus: CSP +10, framing via CSP +5, referrer +5, CORP +10", () => {
    expect(score(GOOD)).toBe(130);
    expect(result(GOOD, "content-security-policy").result).toBe("csp-implemented-with-no-unsafe-default-src-none");
  });

  it("takes 20 for 'unsafe-inline' or data: in script-src, and the bonuses with it (under 90)", () => {
    expect(result(withCsp(`default-src 'none'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'`), "content-security-policy").modifier).toBe(-20);
    expect(result(withCsp(`default-src 'self' data:; frame-ancestors 'none'`), "content-security-policy").modifier).toBe(-20);
    expect(score(withCsp(`script-src 'unsafe-inline'; frame-ancestors 'none'`))).toBe(80);
  });

  it("ignores 'unsafe-inline' beside a hash, as browsers do", () => {
    expect(result(withCsp(`default-src 'none'; script-src 'self' 'unsafe-inline' ${HASH}; form-action 'self'`), "content-security-policy").modifier).toBe(10);
  });

  it("lets 'unsafe-inline' in style-src pass without a bonus", () => {
    const csp = `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'`;
    expect(result(withCsp(csp), "content-security-policy")).toEqual({
      test: "content-security-policy",
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
      modifier: 0,
    });
  });

  it("wants form-action beside default-src 'none' for the top CSP bonus", () => {
    expect(result(withCsp(`default-src 'none'; script-src 'self'`), "content-security-policy").modifier).toBe(5);
  });

  it("penalises http: sources only on an HTTPS page", () => {
    const csp = `${STRICT_CSP}; connect-src 'self' http://127.0.0.1:4599`;
    expect(result(withCsp(csp), "content-security-policy", true).modifier).toBe(-20);
    expect(result(withCsp(csp), "content-security-policy", false).modifier).toBe(10);
  });

  it("scores framing, HSTS, nosniff, referrer and CORP as the Observatory does", () => {
    const noFrameAncestors = withCsp(`default-src 'none'; form-action 'self'`);
    expect(result(noFrameAncestors, "x-frame-options").modifier).toBe(-20);
    expect(result({ ...noFrameAncestors, "X-Frame-Options": "DENY" }, "x-frame-options").modifier).toBe(0);
    expect(result({ ...GOOD, "Strict-Transport-Security": "max-age=86400" }, "strict-transport-security").modifier).toBe(-10);
    expect(result({ ...GOOD, "Strict-Transport-Security": "includeSubDomains" }, "strict-transport-security").modifier).toBe(-20);
    expect(result({ ...GOOD, "X-Content-Type-Options": "sniff" }, "x-content-type-options").modifier).toBe(-5);
    expect(result({ ...GOOD, "Referrer-Policy": "unsafe-url" }, "referrer-policy").modifier).toBe(-5);
    expect(result({ ...GOOD, "Referrer-Policy": "unsafe-url, no-referrer" }, "referrer-policy").modifier).toBe(5);
    expect(result({ ...GOOD, "Cross-Origin-Resource-Policy": "cross-origin" }, "cross-origin-resource-policy").modifier).toBe(0);
    expect(result({ ...GOOD, "Cross-Origin-Opener-Policy": "same-origin" }, "cross-origin-opener-policy").result).toBe("coop-implemented-with-same-origin");
  });

  it("reads header names in any case", () => {
    expect(score(Object.fromEntries(Object.entries(GOOD).map(([name, value]) => [name.toLowerCase(), value])))).toBe(130);
  });

  it("scores the site's production policy 130: styles by hash, only style attributes keep 'unsafe-inline'", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [HASH], styleHashes: [HASH], emailOrigin: DEFAULT_EMAILJS_ORIGIN });
    expect(score({ ...SECURITY_HEADERS, "Content-Security-Policy": csp })).toBe(130);
  });
});
