import type { ContentFile, Field, ObjectType } from "../content-model/fields";
import { identifierOf, isEntry } from "../content-model/twins";

/*
 * What the CMS writes into a translation when the editor saves both languages: the translated
 * texts as typed in its pane, and every language-independent value (slug, image, link, date,
 * key) as the default language has it, so it is written once, on the English side. Decap copies
 * such values itself for fields outside lists only (decap-cms-core's duplicateI18nFields stops at
 * a list), so this covers the entries of lists, matched as `check:content` matches twins
 * (src/content-model/twins.ts): by slug, path or key, else by position.
 */

/** The translation with the original's language-independent values; a new original entry gets a copy to translate. */
export function followOriginal(file: ContentFile, original: unknown, translated: unknown): unknown {
  return file.list ? followEntries(file.type, original, translated) : followObject(file.type, original, translated);
}

function followField(field: Field, original: unknown, translated: unknown): unknown {
  if (field.languageIndependent) return original;
  if (field.kind === "object") return followObject(field.type, original, translated);
  if (field.kind === "list" && !("kind" in field.of)) return followEntries(field.of, original, translated);
  return translated;
}

function followObject(type: ObjectType, original: unknown, translated: unknown): unknown {
  if (!isEntry(original) || !isEntry(translated)) return translated;
  const followed = { ...translated };
  for (const [name, field] of Object.entries(type.fields)) {
    if (!(name in original)) continue;
    if (!(name in translated) && !field.languageIndependent) continue;
    followed[name] = followField(field, original[name], translated[name]);
  }
  return followed;
}

/**
 * The translation's entries in the original's order, each with the original's values; an entry
 * the original has and the translation lacks is copied (the editor translates it in its pane);
 * an entry only the translation has stays, at the end, for `check:content` to name.
 */
function followEntries(type: ObjectType, original: unknown, translated: unknown): unknown {
  if (!Array.isArray(original) || !Array.isArray(translated)) return translated;
  const key = identifierOf(original);
  const twinOf = (entry: unknown, index: number): unknown =>
    key
      ? translated.find((candidate) => isEntry(candidate) && candidate[key] === (entry as Record<string, unknown>)[key])
      : translated[index];
  const paired = original.map((entry, index) => {
    const twin = twinOf(entry, index);
    return twin === undefined ? entry : followObject(type, entry, twin);
  });
  const extra = key
    ? translated.filter(
        (entry) =>
          !original.some((candidate) => isEntry(entry) && (candidate as Record<string, unknown>)[key] === entry[key]),
      )
    : translated.slice(original.length);
  return [...paired, ...extra];
}
