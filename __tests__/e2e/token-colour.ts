// A colour token of tokens.css as the page's computed styles write it ("rgb(138, 180, 248)"):
// resolved by the browser itself (a token may name another token), so a spec compares like with like.
import type { Page } from "@playwright/test";

/** The computed colour of `token` on the page open now; fails naming the token when it is not defined. */
export async function tokenColour(page: Page, token: string): Promise<string> {
  const colour = await page.evaluate((name) => {
    const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
    if (!value) return null;
    const probe = document.createElement("span");
    probe.style.color = value;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, token);
  if (colour === null) throw new Error(`${token} is not defined on ${page.url()} (src/styles/tokens.css)`);
  return colour;
}
