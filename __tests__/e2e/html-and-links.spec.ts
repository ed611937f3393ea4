// The built site as files and as a crawler sees it: every page valid HTML (Nu Html Checker),
// every internal link and asset reference answering 200, external links well-formed and safe.
// No browser: the crawl asks the server Playwright starts (the production headers) directly.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { PUBLIC_DIR, TRANSLATIONS } from "../support/site-data.mjs";
import { expect, test } from "./fixtures";

const run = promisify(execFile);

/** Pages of the build: every .html except Gatsby's slice fragments in _gatsby/. */
const htmlFiles = fs
  .readdirSync(PUBLIC_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby"))
  .filter((file) => fs.statSync(path.join(PUBLIC_DIR, file)).isFile())
  .map((file) => path.join(PUBLIC_DIR, file));

/**
 * Where the checker lags behind the standards it checks, by exact message: its CSS checker predates
 * CSS Grid Level 2 (`subgrid`, Baseline since 2023) and CSS Containment Level 2's
 * `contain-intrinsic-size` (Baseline since 2023), and it refuses the HTML standard's autofill
 * name `tel-national` on a tel input, the name that makes browsers fill the 10-digit number without +91.
 * Nor does it know the HTML standard's `<link rel=expect blocking=render>` (2024, Chrome 124), which
 * holds /contact's first paint until its form is parsed: it allows `blocking` on stylesheets alone.
 * Nor CSS Fonts Level 5's `size-adjust` descriptor (the metric-matched fallback face, Baseline since
 * 2023) or CSS Overflow Level 3's `scrollbar-gutter` (Baseline since 2024), or CSS Containment
 * Level 3's container queries (`container-type`, `@container`, Baseline since 2023: a grid's lone
 * last card puts its picture beside its text when the card is wide). Nor the swipe rows' progressive
 * enhancements: CSS Properties and Values' `@property` (Baseline since 2024), Scroll-driven
 * Animations' `animation-timeline` (the fade that follows a row's scroll; a still fade without it)
 * and CSS Overflow Level 5's scroll markers (`scroll-marker-group`, `::scroll-marker-group`,
 * `::scroll-marker`: the dot per card, absent where a browser lacks them).
 */
const CHECKER_GAPS = [
  /^CSS: “grid-template-rows”: “subgrid” is not a “grid-template-rows” value\.$/,
  /^CSS: “contain-intrinsic-size”: Property “contain-intrinsic-size” doesn't exist\.$/,
  /^CSS: “size-adjust”: Property “size-adjust” doesn't exist\.$/,
  /^CSS: “scrollbar-gutter”: Property “scrollbar-gutter” doesn't exist\.$/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  /^CSS: Unrecognized at-rule “@container”$/,
  /^CSS: Unrecognized at-rule “@property”$/,
  /^CSS: “animation-timeline”: Property “animation-timeline” doesn't exist\.$/,
  /^CSS: “scroll-marker-group”: Property “scroll-marker-group” doesn't exist\.$/,
  /^CSS: Unknown pseudo-element or pseudo-class “::scroll-marker(-group)?”\.$/,
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
  /^Bad value “tel-national” for attribute “autocomplete” on element “input”: The autofill field name “tel-national” is not allowed in this context\.$/,
];

interface VnuReport {
  messages: { url: string; message: string }[];
}

test.describe("valid HTML", () => {
  test(`every built page (${htmlFiles.length}) passes the Nu Html Checker with zero errors`, async () => {
    test.setTimeout(300_000);
    expect(htmlFiles.length, "the build has pages").toBeGreaterThan(0);
    // vnu exits 1 when it finds errors; the report (on stderr) says which.
    const { stderr } = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...htmlFiles], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr: string }) => error);
    const { messages }: VnuReport = JSON.parse(stderr);
    const errors = messages
      .filter((m) => !CHECKER_GAPS.some((gap) => gap.test(m.message)))
      .map((m) => `${path.relative(PUBLIC_DIR, new URL(m.url).pathname)}: ${m.message}`);
    expect(errors).toEqual([]);
  });
});

/**
 * Every URL a page refers to: links, scripts, styles, images (incl. srcset) and posters, and the
 * two sources of each lazy video (named by data-video; they are added when it nears the viewport).
 */
function references(html: string): string[] {
  const found = [...html.matchAll(/\sdata-video="([^"]+)"/g)].flatMap(([, name]) => [
    `/videos/${name}.webm`,
    `/videos/${name}.mp4`,
  ]);
  for (const [, attr, value] of html.matchAll(/\s(href|src|srcset|poster)="([^"]*)"/gi)) {
    const decoded = value.replaceAll("&amp;", "&");
    if (/srcset/i.test(attr)) found.push(...decoded.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]));
    else found.push(decoded);
  }
  // The fonts the inlined CSS names, and the scripts and manifest the loader adds after the first
  // paint, the page's own scripts named in its attribute (src/node/after-paint-loader.ts).
  for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) found.push(...cssReferences(css));
  for (const [, attributes = "", script] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    for (const [, path] of script.matchAll(/"(\/[\w.-]+\.(?:js|webmanifest))"/g)) found.push(path);
    found.push(...(/\sdata-page-scripts="([^"]*)"/.exec(attributes)?.[1].split(" ") ?? []));
  }
  return found;
}

/** url(...) references inside a stylesheet (fonts). */
const cssReferences = (css: string) =>
  [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1]).filter((u) => !u.startsWith("data:"));

test.describe("link and asset crawl from /", () => {
  test("finds no broken internal target and only safe, well-formed external links", async ({ baseURL }) => {
    test.setTimeout(300_000);
    const origin = new URL(baseURL ?? "").origin;
    const queue = ["/"];
    const seen = new Set(queue);
    const broken: string[] = [];
    const unsafe: string[] = [];
    const enqueue = (ref: string, base: string) => {
      if (!ref || /^(mailto:|tel:|data:|#|javascript:)/i.test(ref)) return;
      let url: URL;
      try {
        url = new URL(ref, base);
      } catch {
        unsafe.push(`${base}: malformed URL ${ref}`);
        return;
      }
      if (url.origin !== origin) {
        if (!/^https:$/.test(url.protocol)) unsafe.push(`${base}: external link is not https: ${ref}`);
        return;
      }
      const key = url.pathname;
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(key);
      }
    };

    for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
      // A link to a redirect counts as broken: every internal link names a page by its one URL.
      const response = await fetch(`${origin}${pathname}`, { redirect: "manual" });
      if (response.status !== 200) {
        broken.push(`${response.status} ${pathname}`);
        await response.arrayBuffer();
        continue;
      }
      const type = response.headers.get("content-type") ?? "";
      const base = `${origin}${pathname}`;
      if (type.startsWith("text/html")) {
        const html = await response.text();
        references(html).forEach((ref) => enqueue(ref, base));
        for (const [tag] of html.matchAll(/<a\b[^>]*target="_blank"[^>]*>/g)) {
          if (!/rel="[^"]*noopener[^"]*noreferrer|rel="[^"]*noreferrer[^"]*noopener/.test(tag))
            unsafe.push(`${pathname}: ${tag}`);
        }
        // The data a page needs after hydration: its page-data and the static queries it names.
        const pageData = `/page-data${pathname === "/" ? "/index" : pathname.replace(/\/$/, "")}/page-data.json`;
        if (!pathname.endsWith(".html") || pathname === "/404.html") enqueue(pageData, base);
      } else if (type.startsWith("text/css")) {
        cssReferences(await response.text()).forEach((ref) => enqueue(ref, base));
      } else if (pathname.endsWith("page-data.json")) {
        const data: { staticQueryHashes?: string[] } = await response.json();
        for (const hash of data.staticQueryHashes ?? []) enqueue(`/page-data/sq/d/${hash}.json`, base);
      } else {
        await response.arrayBuffer();
      }
    }
    expect(broken).toEqual([]);
    expect(unsafe).toEqual([]);
    expect(seen.size, `crawled ${seen.size} URLs`).toBeGreaterThan(200);
    for (const kind of [
      /\.woff2$/,
      /^\/app-[\w]+\.js$/,
      /^\/component---src-pages-index-tsx-[\w]+\.js$/,
      /\.(webm|mp4)$/,
      /\.(avif|webp|jpg|png)$/,
      /page-data\.json$/,
      // Every language, through the switcher. (No static queries are left to reach: each page's own
      // query carries the frame's words in its language, src/i18n/page-language.tsx.)
      ...TRANSLATIONS.map(({ code }) => new RegExp(`^/${code}/team/[a-z-]+/$`)),
    ]) {
      expect(
        [...seen].some((url) => kind.test(url)),
        `the crawl reached ${kind}`,
      ).toBe(true);
    }
  });
});
