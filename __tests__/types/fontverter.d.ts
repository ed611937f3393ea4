declare module "fontverter" {
  /** fontverter 2: font bytes converted between TrueType ("truetype" or "sfnt"), WOFF and WOFF2. */
  export function convert(
    font: Buffer,
    toFormat: "woff2" | "woff" | "sfnt" | "truetype",
    fromFormat?: "woff2" | "woff" | "sfnt" | "truetype",
  ): Promise<Buffer>;
  export function detectFormat(font: Buffer): "woff2" | "woff" | "sfnt";
  const fontverter: { convert: typeof convert; detectFormat: typeof detectFormat };
  export default fontverter;
}
