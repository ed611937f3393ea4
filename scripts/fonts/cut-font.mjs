// HarfBuzz's subsetter (harfbuzzjs's harfbuzz-subset.wasm), as both self-hosted faces are cut:
// Manrope to the Latin the site's copy uses (scripts/latin-font.mjs) and Noto Sans Devanagari to
// the glyphs its Hindi shapes to (scripts/devanagari-font.mjs).
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/**
 * `sfnt` (TrueType bytes) cut to `characters` (the cmap, plus the space), the layout `features`
 * named (every one, without), the wght axis limited to `weights`, without the `dropTables` named
 * (besides those HarfBuzz always drops). With `glyphs`, exactly those glyphs are kept and there
 * is no layout closure (a lookup stays only as far as its glyphs all stay); without, HarfBuzz
 * keeps every glyph the characters can reach through the layout (ligatures, alternates).
 * Returns TrueType bytes.
 * @param {Uint8Array} sfnt
 * @param {{ characters: Iterable<string>, weights: { min: number, max: number }, glyphs?: Iterable<number>, features?: string[], dropTables?: string[] }} cut
 */
export async function cutFont(sfnt, { characters, weights, glyphs, features, dropTables = [] }) {
  const { instance } = await WebAssembly.instantiate(
    fs.readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm")),
  );
  const wasm = /** @type {Record<string, Function> & { memory: WebAssembly.Memory }} */ (instance.exports);
  wasm._initialize();
  const tag = (/** @type {string} */ name) => [...name].reduce((value, c) => (value << 8) + c.charCodeAt(0), 0);

  const input = wasm.hb_subset_input_create_or_fail();
  if (!input) throw new Error("hb_subset_input_create_or_fail failed");
  const data = wasm.malloc(sfnt.byteLength);
  new Uint8Array(wasm.memory.buffer).set(sfnt, data);
  const blob = wasm.hb_blob_create(data, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  // The features named, or every one (as subset-font and pyftsubset --layout-features=* keep them).
  const featureSet = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  wasm.hb_set_clear(featureSet);
  if (features) for (const name of features) wasm.hb_set_add(featureSet, tag(name));
  else wasm.hb_set_invert(featureSet);
  const dropped = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
  for (const name of dropTables) wasm.hb_set_add(dropped, tag(name));
  const unicodes = wasm.hb_subset_input_unicode_set(input);
  for (const character of [" ", ...characters]) wasm.hb_set_add(unicodes, character.codePointAt(0));
  if (glyphs) {
    wasm.hb_subset_input_set_flags(input, wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const glyphSet = wasm.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);
  }
  if (!wasm.hb_subset_input_set_axis_range(input, face, tag("wght"), weights.min, weights.max, NaN)) {
    throw new Error("hb_subset_input_set_axis_range failed: has the font no wght axis?");
  }
  const subset = wasm.hb_subset_or_fail(face, input);
  wasm.hb_subset_input_destroy(input);
  if (!subset) throw new Error("hb_subset_or_fail failed");
  const result = wasm.hb_face_reference_blob(subset);
  const offset = wasm.hb_blob_get_data(result, 0);
  const bytes = new Uint8Array(wasm.memory.buffer).slice(offset, offset + wasm.hb_blob_get_length(result));
  wasm.hb_blob_destroy(result);
  wasm.hb_face_destroy(subset);
  wasm.hb_face_destroy(face);
  wasm.free(data);
  if (!bytes.length) throw new Error("the subset is empty");
  return bytes;
}
