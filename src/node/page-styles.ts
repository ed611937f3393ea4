import Beasties from "beasties";
import postcss from "postcss";
import { expectMatches, inPage } from "./gatsby-output";

/** Gatsby's one inline stylesheet (every CSS module of the site, in every page) and the file it copies. */
const GLOBAL_STYLE =
  /(<style[^>]*data-href="\/(styles\.[\w-]+\.css)"[^>]*data-identity="gatsby-global-css"[^>]*>)[\s\S]*?(<\/style>)/;
const BODY = /<body[^>]*>([\s\S]*)<\/body>/;
const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * The stylesheet the loader adds after the first paint (loadAfterPaint): Gatsby's
 * `styles.<hash>.css` without its @font-face rules, written next to it by fixBuiltHtml.
 */
export function deferredStylesheet(name: string): string {
  return name.replace(/^styles\./, "styles-deferred.");
}

/**
 * Every page inlines the @font-face rules already, and a second copy of them makes the browser lay
 * out all the page's text again when the stylesheet arrives (Devanagari shaping is slow).
 */
export function withoutFontFaces(css: string): string {
  return css.replace(FONT_FACE, "");
}

/**
 * At most this many different inline stylesheets across the site. Each is allowed by its hash in
 * the one CSP every response carries (style-src), and the CSP must
 * stay one line of Cloudflare's _headers (2,000 characters; HEADERS_FILE_LIMITS).
 */
const MAX_STYLE_VARIANTS = 10;

const beasties = new Beasties({
  // Only the inline <style>: there are no <link> stylesheets to read, and nothing to preload.
  external: false,
  reduceInlineStyles: true,
  keyframes: "all",
  // Beasties matches selectors inside <body> only: rules on the root element (:root:lang(hi),
  // html[data-layout=all] ...) would all be dropped. They are few and small: keep them all. So is
  // the focus ring every element shows, `:focus-visible`, which matches nothing once beasties sets
  // its state aside: without it, a page read without JavaScript had the browser's own ring.
  allowRules: [/^(:root|html)\b/, /^:focus-visible$/],
  inlineFonts: false,
  preloadFonts: false,
  logLevel: "silent",
});

/**
 * The rules of `siteCss` that match an element of `body` (pseudo-classes aside, so hover and
 * focus states stay), in their order. Beasties decides which rules match. @font-face rules are
 * kept whole: the site names its families through custom properties, which beasties does not follow.
 */
async function usedCss(siteCss: string, body: string): Promise<string> {
  const document = `<!DOCTYPE html><html><head><style data-identity="gatsby-global-css">${siteCss}</style></head><body>${body}</body></html>`;
  const pruned = /<style[^>]*>([\s\S]*?)<\/style>/.exec(await beasties.process(document))?.[1] ?? "";
  return (siteCss.match(FONT_FACE) ?? []).join("") + pruned;
}

/** Each rule of `css` (keyed by its media query and selector) and its size in characters. */
export function ruleSizes(css: string): Map<string, number> {
  const sizes = new Map<string, number>();
  postcss.parse(css).walkRules((rule) => {
    const media = rule.parent?.type === "atrule" ? `@${(rule.parent as postcss.AtRule).params}` : "";
    sizes.set(`${media} ${rule.selector}`, rule.toString().length);
  });
  return sizes;
}

/**
 * Splits pages (each with the sizes of the rules it uses) into at most `max` groups that will share
 * one stylesheet, the union of their rules: starting from one group per distinct set of rules, it
 * merges the two groups whose merger adds the fewest characters to the pages' HTML, until `max` are
 * left. Returns the groups as lists of pages, in the order first met.
 */
export function styleGroups(pages: { page: string; rules: Map<string, number> }[], max: number): string[][] {
  type Group = { pages: string[]; rules: Map<string, number> };
  const bySet = new Map<string, Group>();
  for (const { page, rules } of pages) {
    const key = [...rules.keys()].sort().join("\n");
    const group = bySet.get(key) ?? { pages: [], rules };
    group.pages.push(page);
    bySet.set(key, group);
  }
  const groups = [...bySet.values()];
  const size = (rules: Map<string, number>) => [...rules.values()].reduce((sum, n) => sum + n, 0);
  const union = (a: Group, b: Group) => new Map([...a.rules, ...b.rules]);
  while (groups.length > max) {
    let best = { cost: Infinity, i: 0, j: 1 };
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const [a, b] = [groups[i], groups[j]];
        const merged = size(union(a, b)) * (a.pages.length + b.pages.length);
        const cost = merged - size(a.rules) * a.pages.length - size(b.rules) * b.pages.length;
        if (cost < best.cost) best = { cost, i, j };
      }
    }
    const [a, b] = [groups[best.i], groups[best.j]];
    groups.splice(best.j, 1);
    groups[best.i] = { pages: [...a.pages, ...b.pages], rules: union(a, b) };
  }
  return groups.map((group) => group.pages);
}

/**
 * Gatsby inlines the whole site's CSS in every page. This keeps, in each page, only the
 * rules its markup uses, so the HTML of a page fits the first round trip of a new connection
 * (14.6 KB), which is what the first paint waits for on a slow network. Pages are grouped into at
 * most MAX_STYLE_VARIANTS stylesheets (the rules of every page in the group) so the CSP stays one
 * line. The whole stylesheet follows after the first paint (loadAfterPaint), for client-side
 * navigation and for the states scripts switch on. The markup outside the <style> element stays
 * byte for byte as it was. `readFile` reads a file of public/ by name; `pages` maps each page's
 * path to its HTML, and the result maps it to the HTML to write.
 */
export async function pageStyles(
  pages: Map<string, string>,
  readFile: (name: string) => string,
): Promise<Map<string, string>> {
  const styled = [...pages].map(([page, html]) =>
    inPage(page, () => {
      expectMatches(
        "pageStyles",
        html,
        GLOBAL_STYLE,
        '`<style data-href="/styles.….css" data-identity="gatsby-global-css">`',
        1,
      );
      expectMatches("pageStyles", html, BODY, "<body> element", 1);
      const style = GLOBAL_STYLE.exec(html) as RegExpExecArray;
      return { page, html, siteCss: readFile(style[2]), body: (BODY.exec(html) as RegExpExecArray)[1] };
    }),
  );
  const used = await Promise.all(
    styled.map(async (entry) => ({ ...entry, rules: ruleSizes(await usedCss(entry.siteCss, entry.body)) })),
  );
  const result = new Map(pages);
  for (const group of styleGroups(used, MAX_STYLE_VARIANTS)) {
    const members = used.filter(({ page }) => group.includes(page));
    const css = await usedCss(members[0].siteCss, members.map(({ body }) => body).join(""));
    for (const { page, html } of members) {
      result.set(
        page,
        html.replace(GLOBAL_STYLE, (_, open: string, _file: string, close: string) => `${open}${css}${close}`),
      );
    }
  }
  return result;
}
