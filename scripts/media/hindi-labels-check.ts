// What the Hindi videos' frames are made of, as JSON for __tests__/unit/hindi-videos.test.ts
// (jest cannot load harfbuzzjs, an ES module with top-level await): the Devanagari labels of
// video-frames/words/hi.ts, which of them the frames draw as HarfBuzz outlines, any Devanagari left
// to resvg's text layout, and how HarfBuzz shaped a few words against their characters' own glyphs.
//
//   npx tsx scripts/media/hindi-labels-check.ts
import { scenesIn } from "./video-frames/scenes";
import { glyphs, hasDevanagari, loadShaper } from "./video-frames/shaped-text";
import { LOOP } from "./video-frames/ui";
import { words } from "./video-frames/words";

/** Every string of a words object. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Object.values(value as object).flatMap(strings);

async function main() {
  await loadShaper();
  const labels = [...new Set(strings(words.hi).filter(hasDevanagari))];
  const drawn = new Set<string>();
  const unshaped = new Set<string>();
  const layouts = scenesIn(words.hi).flatMap((scene) => [scene, ...(scene.phone ? [scene.phone] : [])]);
  for (const layout of layouts) {
    // Ten frames a second: every label is on screen for longer than that.
    for (let i = 0; i < LOOP * 10; i += 1) {
      const svg = layout.draw(i / 10);
      for (const [, label] of svg.matchAll(/data-shaped="([^"]*)"/g)) drawn.add(label);
      for (const [, label] of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g))
        if (hasDevanagari(label)) unshaped.add(label);
    }
  }
  const samples = ["खाता मिनटों में खुला", "क्रेडिट हुआ", "मिनटों", "क्रेडिट", "हुआ"];
  const report = {
    labels,
    drawn: [...drawn],
    unshaped: [...unshaped],
    shaping: Object.fromEntries(samples.map((sample) => [sample, glyphs(sample)])),
  };
  process.stdout.write(JSON.stringify(report));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
