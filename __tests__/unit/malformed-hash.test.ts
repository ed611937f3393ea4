import { onClientEntry } from "../../gatsby-browser";
import { decodeHash, fragmentToKeep, scrollTargetFor, urlWithoutMalformedHash } from "../../src/lib/scroll";

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

describe("the #fragment the language switcher carries to the other language", () => {
  const ids = new Set(["activity", "café"]);
  const exists = (id: string) => ids.has(id);

  it("is the address's own when it names an element, percent-encoding and all", () => {
    expect(fragmentToKeep("#activity", exists)).toBe("#activity");
    expect(fragmentToKeep("#caf%C3%A9", exists)).toBe("#caf%C3%A9");
  });

  it("is empty when there is none, it names nothing, or it does not decode", () => {
    expect(fragmentToKeep("", exists)).toBe("");
    expect(fragmentToKeep("#", exists)).toBe("");
    expect(fragmentToKeep("#no-such-section", exists)).toBe("");
    expect(fragmentToKeep("#%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", exists)).toBe("");
    for (const hash of MALFORMED) expect(fragmentToKeep(hash, exists)).toBe("");
  });
});
