/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_SECTION_HYDRATION, Section } from "../../src/components/ui/section";

/** The server's HTML of a section; a section that waits to hydrate carries HydrateNearView's mark. */
const html = (section: React.ReactElement) => renderToStaticMarkup(section);
const waitsToHydrate = (markup: string) => /^<section[^>]* data-hydrates-near-view="/.test(markup);

describe("Section", () => {
  it("hydrates near the screen unless it says otherwise, as the named default says", () => {
    expect(DEFAULT_SECTION_HYDRATION).toBe("near-view");
    expect(waitsToHydrate(html(<Section labelledBy="x">Below the fold</Section>))).toBe(true);
    expect(waitsToHydrate(html(<Section hydrates="near-view">Below the fold</Section>))).toBe(true);
  });

  it("hydrates with the page when it says so, with the same element, classes and content", () => {
    const withPage = html(
      <Section hydrates="with-page" id="top" labelledBy="page-title">
        <h1 id="page-title">Team</h1>
      </Section>,
    );
    expect(waitsToHydrate(withPage)).toBe(false);
    expect(withPage).toMatch(
      /^<section id="top" class="[^"]*" aria-labelledby="page-title"><div(?: class="[^"]*")?><h1 id="page-title">Team<\/h1><\/div><\/section>$/,
    );
    const nearView = html(
      <Section id="top" labelledBy="page-title">
        <h1 id="page-title">Team</h1>
      </Section>,
    );
    expect(nearView.replace(/ data-hydrates-near-view="[^"]*"/, "").replace(/<!--\$-->|<!--\/\$-->/g, "")).toBe(
      withPage,
    );
  });
});
