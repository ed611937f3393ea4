/** @jest-environment node */
import { faviconHref } from "../../src/components/layout/favicon";

describe("the favicon", () => {
  const svg = decodeURIComponent(faviconHref().replace(/^data:image\/svg\+xml,/, ""));

  it("is the logo mark as a standalone SVG: the lime tile and its stream", () => {
    expect(faviconHref()).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 32 32"/);
    expect(svg).toContain('<rect width="32" height="32" rx="9" fill="#d5fd26"></rect>');
    expect(svg).toMatch(/<path d="M7 20c[^"]+" fill="none" stroke="#0a0e13"/);
  });

  it("stays small enough to sit in every page's head", () => {
    expect(faviconHref().length).toBeLessThan(600);
  });
});
