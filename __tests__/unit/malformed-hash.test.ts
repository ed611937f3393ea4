import { onClientEntry } from "../../gatsby-browser";
import { decodeHash, scrollTargetFor, urlWithoutMalformedHash } from "../../src/lib/scroll";

const MALFORMED = ["#%", "#%zz", "#%E0%A4%A"];

describe("a malformed #fragment", () => {
  it("decodes a valid hash and gives null for a malformed one, without throwing", () => {
    expect(decodeHash("#caf%C3%A9")).toBe("café");
    expect(decodeHash("")).toBe("");
    for (const hash of MALFORMED) expect(decodeHash(hash)).toBeNull();
  });

  it("is no scroll target", () => {
    for (const hash of MALFORMED) expect(scrollTargetFor(hash)).toBeNull();
    expect(scrollTargetFor("#trust")).toBe("trust");
  });

  it("is dropped from the URL, path and query kept; a valid hash stays", () => {
    expect(urlWithoutMalformedHash({ pathname: "/team", search: "?a=1", hash: "#%zz" })).toBe("/team?a=1");
    expect(urlWithoutMalformedHash({ pathname: "/services", search: "", hash: "#trust" })).toBeNull();
    expect(urlWithoutMalformedHash({ pathname: "/", search: "", hash: "" })).toBeNull();
  });

  it("is removed before the router mounts and again on every later popstate, which the router is told of", () => {
    const popstates: string[] = [];
    const record = () => popstates.push(window.location.hash);
    window.history.replaceState(null, "", "/contact?from=ad#%E0%A4%A");
    window.addEventListener("popstate", record);
    // Gatsby calls it with arguments the handler ignores.
    (onClientEntry as () => void)();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/contact?from=ad");
    expect(popstates).toEqual([""]);
    window.removeEventListener("popstate", record);

    window.history.pushState(null, "", "/team#%zz");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(window.location.href).toBe("http://localhost/team");
  });
});
