import { inlineScriptHashes, inlineHashSource } from "../../src/node/headers/inline-script-hashes";

// sha256 of the exact text, base64: worked out once with `openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const WINDOW_X = "'sha256-+JHSSsjtJbRNFbVvLGclaBSWoHU629rcc4dAGyyz4IY='";

describe("inlineHashSource", () => {
  it("is the CSP source of the text's sha256", () => {
    expect(inlineHashSource("alert(1)")).toBe(ALERT);
  });

  it("hashes CRLF line ends as the HTML parser leaves them (LF)", () => {
    expect(inlineHashSource("window.x=1;\r\n")).toBe(WINDOW_X);
    expect(inlineHashSource("window.x=1;\n")).toBe(WINDOW_X);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes every script a browser runs: classic, module and JavaScript MIME types", () => {
    const html = `<head><script>alert(1)</script></head><body>
      <script type="module">window.x=1;\n</script>
      <SCRIPT type='text/javascript'>alert(2)</SCRIPT></body>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT, WINDOW_X, inlineHashSource("alert(2)")]);
  });

  it("keeps the text exactly, whitespace included, as Gatsby's chunk mapping is written", () => {
    const text = '\n            window.___chunkMapping="{}";\n          ';
    expect(inlineScriptHashes(`<script\n            id="gatsby-chunk-mapping"\n          >${text}</script>`)).toEqual([
      inlineHashSource(text),
    ]);
    expect(inlineScriptHashes(`<script>${text}</script>`)).not.toEqual([inlineHashSource(text.trim())]);
  });

  it("leaves out scripts with src and data blocks such as JSON-LD, which are never executed", () => {
    const html = `<script src="/app-0123456789abcdef0123.js" async></script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script type="application/json" data-src="x">{}</script>
      <script data-type="module">alert(1)</script>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT]);
  });

  it("lists a script repeated on the page once", () => {
    expect(inlineScriptHashes("<script>alert(1)</script><p></p><script>alert(1)</script>")).toEqual([ALERT]);
  });
});
