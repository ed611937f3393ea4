import { render } from "@testing-library/react";
import fs from "fs";
import path from "path";
import { useRouteAnnouncement } from "../../src/hooks/use-route-announcement";
import { announcedPage } from "../../src/lib/route-announcement";

const hindi = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content/hi/ui.json"), "utf8")) as Record<
  string,
  string
>;

function Announcing({ template }: { template: string }) {
  useRouteAnnouncement(template);
  return null;
}

/** Lets the MutationObserver's callback run. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the route announcement in the page's language (issue 47)", () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="gatsby-announcer" aria-live="assertive"></div>`;
  });
  const announcer = () => document.getElementById("gatsby-announcer") as HTMLElement;

  it("reads the page's name out of Gatsby's announcement, and nothing else", () => {
    expect(announcedPage("Navigated to हमारी टीम")).toBe("हमारी टीम");
    expect(announcedPage("")).toBeNull();
    expect(announcedPage("Now on Team")).toBeNull();
  });

  it("rewrites Gatsby's English announcement in the page's language as soon as it is written", async () => {
    render(<Announcing template={hindi.navigatedTo} />);
    announcer().textContent = "Navigated to हमारी टीम";
    await observed();
    expect(announcer().textContent).toBe(hindi.navigatedTo.replace("{page}", "हमारी टीम"));
    expect(announcer().textContent).not.toMatch(/Navigated/);
  });

  it("says it again in the new language when the language changes after Gatsby wrote it", async () => {
    const { rerender } = render(<Announcing template="Navigated to {page}" />);
    announcer().textContent = "Navigated to हमारी टीम";
    await observed();
    rerender(<Announcing template={hindi.navigatedTo} />);
    await observed();
    expect(announcer().textContent).toBe(hindi.navigatedTo.replace("{page}", "हमारी टीम"));
  });

  it("says on the console when Gatsby's announcer is not there or says something else", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    render(<Announcing template={hindi.navigatedTo} />);
    announcer().textContent = "Now on Team";
    await observed();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("RouteAnnouncer"));
    error.mockClear();
    document.body.innerHTML = "";
    render(<Announcing template={hindi.navigatedTo} />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("#gatsby-announcer"));
    error.mockRestore();
  });
});
