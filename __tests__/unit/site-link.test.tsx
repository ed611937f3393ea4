import { LocationProvider, createHistory, createMemorySource } from "@reach/router";
import { fireEvent, render, screen } from "@testing-library/react";
import { prefetchPathname } from "gatsby";
import { SiteLink } from "../../src/components/ui/site-link";
import { followsInPlace, linkMatch, withTrailingSlash } from "../../src/lib/links";

declare global {
  interface Window {
    ___navigate?: (to: string, options?: object) => void;
  }
}

function at(pathname: string, link: JSX.Element) {
  return render(<LocationProvider history={createHistory(createMemorySource(pathname))}>{link}</LocationProvider>);
}

describe("site link addresses", () => {
  it("ends a page's path with a slash, before its query and fragment, and leaves files and the root alone", () => {
    expect(withTrailingSlash("/team")).toBe("/team/");
    expect(withTrailingSlash("/team/")).toBe("/team/");
    expect(withTrailingSlash("/blog?tag=upi#latest")).toBe("/blog/?tag=upi#latest");
    expect(withTrailingSlash("/#contact")).toBe("/#contact");
    expect(withTrailingSlash("/")).toBe("/");
    expect(withTrailingSlash("/sitemap-index.xml")).toBe("/sitemap-index.xml");
  });

  it("tells the page itself from a page inside its section", () => {
    expect(linkMatch("/team/", "/team/")).toEqual({ current: true, partiallyCurrent: true });
    expect(linkMatch("/team/", "/team/meera-iyer/")).toEqual({ current: false, partiallyCurrent: true });
    expect(linkMatch("/team/", "/services/")).toEqual({ current: false, partiallyCurrent: false });
  });

  it("follows a plain left click in place, and leaves modified, other-button and targeted clicks to the browser", () => {
    const click = {
      defaultPrevented: false,
      button: 0,
      metaKey: false,
      altKey: false,
      ctrlKey: false,
      shiftKey: false,
      currentTarget: { target: "" },
    };
    expect(followsInPlace(click)).toBe(true);
    expect(followsInPlace({ ...click, ctrlKey: true })).toBe(false);
    expect(followsInPlace({ ...click, button: 1 })).toBe(false);
    expect(followsInPlace({ ...click, defaultPrevented: true })).toBe(false);
    expect(followsInPlace({ ...click, currentTarget: { target: "_blank" } })).toBe(false);
  });
});

describe("SiteLink", () => {
  const navigate = jest.fn();
  beforeEach(() => {
    navigate.mockClear();
    jest.mocked(prefetchPathname).mockClear();
    window.___navigate = navigate;
  });

  it("goes to the page through the router, at its slashed address, without a page load", () => {
    at("/", <SiteLink to="/team">Our Team</SiteLink>);
    const link = screen.getByRole("link", { name: "Our Team" });
    expect(link).toHaveAttribute("href", "/team/");
    expect(fireEvent.click(link)).toBe(false); // default prevented
    expect(navigate).toHaveBeenCalledWith("/team/", { replace: false });
  });

  it("leaves a ctrl-click to the browser (a new tab) and still runs its own handler", () => {
    const onClick = jest.fn();
    at(
      "/",
      <SiteLink to="/team" onClick={onClick}>
        Our Team
      </SiteLink>,
    );
    expect(fireEvent.click(screen.getByRole("link"), { ctrlKey: true })).toBe(true);
    expect(onClick).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("marks its own page current and highlights its section on the pages inside it", () => {
    const link = (
      <SiteLink to="/team" className="link" activeClassName="current" partiallyActive>
        Our Team
      </SiteLink>
    );
    const { unmount } = at("/team/", link);
    expect(screen.getByRole("link")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link")).toHaveClass("link", "current");
    unmount();
    at("/team/meera-iyer/", link);
    expect(screen.getByRole("link")).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link")).toHaveClass("link", "current");
  });

  it("fetches the page's data when the visitor points at, touches or focuses it, not before", () => {
    at("/", <SiteLink to="/team?x=1#top">Our Team</SiteLink>);
    expect(prefetchPathname).not.toHaveBeenCalled();
    fireEvent.mouseEnter(screen.getByRole("link"));
    fireEvent.touchStart(screen.getByRole("link"));
    fireEvent.focus(screen.getByRole("link"));
    expect(prefetchPathname).toHaveBeenCalledTimes(3);
    expect(prefetchPathname).toHaveBeenCalledWith("/team/");
  });

  it("is a plain link to another site", () => {
    at("/", <SiteLink to="https://www.npci.org.in/">NPCI</SiteLink>);
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "https://www.npci.org.in/");
    expect(fireEvent.click(link)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
