declare module "subset-font" {
  /** subset-font 2: a font cut to the glyphs of `text` (harfbuzz's hb-subset). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "sfnt" | "truetype";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
