/**
 * Scores response headers as the MDN HTTP Observatory does (its analyzer tests and score table,
 * mdn/mdn-http-observatory): start at 100, subtract penalties, and add bonuses only when the
 * result is still 90 or more. Tests that need more than headers (redirection, cookies, SRI, the
 * HSTS preload list) are left out; they score 0 for this site (no cookies, same-origin scripts).
 */
/** @typedef {{ test: string, result: string, modifier: number }} TestResult */

const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const SIX_MONTHS = 15768000;
const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const isBroadOrInline = (source) => BROAD.has(source) || UNSAFE_INLINE.has(source);
const isHashOrNonce = (source) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

/**
 * Directives of a policy header; of several policies (comma-separated), a directive's first occurrence counts.
 * @param {string} header
 * @returns {Map<string, Set<string>>}
 */
export function parseCsp(header) {
  const csp = new Map();
  for (const directive of header.split(/[;,]/)) {
    const [name, ...sources] = directive.trim().toLowerCase().split(/\s+/);
    if (name && !csp.has(name)) csp.set(name, new Set(sources));
  }
  return csp;
}

function cspTest(header, https) {
  const test = "content-security-policy";
  if (!header?.trim()) return { test, result: "csp-not-implemented", modifier: -25 };
  const csp = parseCsp(header);
  const fallback = (name) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const scriptSrc = fallback("script-src");
  const styleSrc = fallback("style-src");
  const objectSrc = fallback("object-src");
  // Browsers ignore 'unsafe-inline' next to a hash or nonce.
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some(isHashOrNonce)) sources.delete("'unsafe-inline'");
  }
  const activeSources = [...csp].filter(([name]) => !["img-src", "media-src", "script-src"].includes(name)).flatMap(([, s]) => [...s]);
  const passiveSources = ["img-src", "media-src"].flatMap((name) => [...(csp.get(name) ?? csp.get("default-src") ?? [])]);
  const insecure = (sources) => https && sources.some((s) => s.startsWith("http:") || s.startsWith("ftp:"));
  const formAction = csp.get("form-action");

  if ([...scriptSrc].some(isBroadOrInline) || [...objectSrc].some((s) => BROAD.has(s))) {
    return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  if (insecure([...activeSources, ...scriptSrc])) return { test, result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    return { test, result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  }
  if (insecure(passiveSources)) return { test, result: "csp-implemented-with-insecure-scheme-in-passive-content-only", modifier: -10 };
  if ([...styleSrc].some(isBroadOrInline)) return { test, result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'") && formAction && ![...formAction].some((s) => BROAD.has(s))) {
    return { test, result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  }
  return { test, result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function hstsTest(header) {
  const test = "strict-transport-security";
  if (!header) return { test, result: "hsts-not-implemented", modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header);
  if (!maxAge) return { test, result: "hsts-header-invalid", modifier: -20 };
  if (Number(maxAge[1]) < SIX_MONTHS) return { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
  return { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
}

function framingTest(xfo, csp) {
  const test = "x-frame-options";
  const ancestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  if (ancestors && ![...ancestors].some((s) => BROAD.has(s))) return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  if (!xfo) return { test, result: "x-frame-options-not-implemented", modifier: -20 };
  const value = xfo.trim().toLowerCase();
  if (value === "deny" || value === "sameorigin") return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  if (value.startsWith("allow-from ")) return { test, result: "x-frame-options-allow-from-origin", modifier: 0 };
  return { test, result: "x-frame-options-header-invalid", modifier: -20 };
}

function nosniffTest(header) {
  const test = "x-content-type-options";
  if (!header) return { test, result: "x-content-type-options-not-implemented", modifier: -5 };
  if (header.trim().toLowerCase() === "nosniff") return { test, result: "x-content-type-options-nosniff", modifier: 0 };
  return { test, result: "x-content-type-options-header-invalid", modifier: -5 };
}

function referrerTest(header) {
  const test = "referrer-policy";
  if (!header) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  const privateValues = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const unsafeValues = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  // Browsers use the last value they recognise.
  const value = header
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter((token) => [...privateValues, ...unsafeValues].includes(token))
    .pop();
  if (!value) return { test, result: "referrer-policy-header-invalid", modifier: -5 };
  if (privateValues.includes(value)) return { test, result: "referrer-policy-private", modifier: 5 };
  return { test, result: "referrer-policy-unsafe", modifier: -5 };
}

function corpTest(header) {
  const test = "cross-origin-resource-policy";
  if (!header) return { test, result: "corp-not-implemented", modifier: 0 };
  const value = header.trim().toLowerCase();
  if (value === "same-origin" || value === "same-site") return { test, result: `corp-implemented-with-${value}`, modifier: 10 };
  if (value === "cross-origin") return { test, result: "corp-implemented-with-cross-origin", modifier: 0 };
  return { test, result: "corp-header-invalid", modifier: -5 };
}

/** The Observatory reports COOP but gives it no points. */
function coopTest(header) {
  const test = "cross-origin-opener-policy";
  const value = header?.trim().toLowerCase() ?? "";
  const known = ["same-origin", "same-origin-allow-popups", "noopener-allow-popups", "unsafe-none"];
  const result = !header ? "coop-not-implemented" : known.includes(value) ? `coop-implemented-with-${value}` : "coop-header-invalid";
  return { test, result, modifier: 0 };
}

/**
 * The Observatory's score for a response with these headers (names in any case). `https` says
 * whether the page is served over HTTPS: only then are http: sources in the CSP penalised.
 * @param {Record<string, string>} headers
 * @param {{ https: boolean }} options
 * @returns {{ score: number, tests: TestResult[] }}
 */
export function observatoryScore(headers, { https }) {
  const get = (name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const csp = get("content-security-policy");
  const tests = [
    cspTest(csp, https),
    hstsTest(get("strict-transport-security")),
    framingTest(get("x-frame-options"), csp),
    nosniffTest(get("x-content-type-options")),
    referrerTest(get("referrer-policy")),
    corpTest(get("cross-origin-resource-policy")),
    coopTest(get("cross-origin-opener-policy")),
  ];
  const penalties = tests.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const bonuses = tests.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0);
  const base = 100 + penalties;
  return { score: Math.max(0, base >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? base + bonuses : base), tests };
}
