import fs from "fs";
import path from "path";
import { loadAfterPaint } from "./after-paint-loader";
import { GatsbyOutputChanged, inPage } from "./gatsby-output";
import { htmlPages } from "./html-pages";
import { pageScripts } from "./page-scripts";
import { deferredStylesheet, pageStyles, withoutFontFaces } from "./page-styles";
import { sharePagePathScript } from "./shared-page-path";
import { inlinedStylesheet } from "./stale-styles";
import { validHtml } from "./valid-html";

/**
 * Rewrites every built page so it passes the Nu Html Checker (validHtml), shares one CSP
 * (sharePagePathScript), paints before its scripts run and loads its own code with them
 * (loadAfterPaint, pageScripts) and inlines only the CSS its markup uses (pageStyles), and writes
 * the stylesheet the loader adds after the first paint. Each rewrite checks, on every page, that
 * Gatsby wrote what it adapts, and the build fails naming the page and the output that changed.
 */
export async function fixBuiltHtml(publicDir: string): Promise<void> {
  const original = new Map(
    htmlPages(publicDir).map((page) => [page, fs.readFileSync(path.join(publicDir, page), "utf8")]),
  );
  if (original.size === 0) throw new GatsbyOutputChanged("fixBuiltHtml", "no HTML page in public/");
  const scripts = pageScripts(publicDir, [...original.keys()]);
  const fixed = new Map(
    [...original].map(([page, html]) => [
      page,
      inPage(page, () => loadAfterPaint(sharePagePathScript(validHtml(html)), scripts.get(page))),
    ]),
  );
  const read = (name: string) => fs.readFileSync(path.join(publicDir, name), "utf8");
  const stylesheets = new Set(
    [...original].map(([page, html]) =>
      inPage(page, () => {
        const name = inlinedStylesheet(html);
        if (!name) throw new GatsbyOutputChanged("fixBuiltHtml", '`<style data-href="/styles.….css">` not found');
        return name;
      }),
    ),
  );
  for (const name of stylesheets) {
    fs.writeFileSync(path.join(publicDir, deferredStylesheet(name)), withoutFontFaces(read(name)));
  }
  const styled = await pageStyles(fixed, read);
  for (const [page, html] of styled) {
    if (html !== original.get(page)) fs.writeFileSync(path.join(publicDir, page), html);
  }
}
