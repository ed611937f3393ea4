// The loader adds a page's own code (its component's chunks) with the app after the first paint
// (src/node/after-paint-loader.ts, src/node/page-scripts.ts): Gatsby's loader would ask for it only
// once the app had run and the page's data had arrived, a round trip later.
import { expect, test, visit } from "./fixtures";

for (const [route, component] of [
  ["/team/", "component---src-pages-team-tsx"],
  ["/hi/", "component---src-pages-index-tsx"],
  ["/team/meera-iyer/", "component---src-templates-team-member-tsx"],
]) {
  test(`${route} fetches its own code once, with the app, before asking for its data`, async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, route);
    const code = requested.filter((path) => path.startsWith(`/${component}-`));
    expect(code, `requests for ${component}`).toHaveLength(1);
    const data = requested.findIndex((path) => path.endsWith("/page-data.json"));
    expect(data, "the page's data is asked for").toBeGreaterThan(-1);
    expect(requested.indexOf(code[0])).toBeLessThan(data);
    expect(requested.indexOf(code[0])).toBeGreaterThan(requested.findIndex((path) => /^\/app-\w+\.js$/.test(path)));
  });
}
