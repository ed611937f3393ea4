import type { ContentFile, Field, ObjectType } from "./fields";
import type { KeySet } from "./keys";

/** The object type a field holds, directly or as list items, if any. */
function nestedType(field: Field): ObjectType | undefined {
  if (field.kind === "object") return field.type;
  if (field.kind === "list" && !("kind" in field.of)) return field.of;
  return undefined;
}

/**
 * A file's root type followed by every type it uses, each once, in order of first use. Two
 * different shapes under one name would silently merge in GraphQL, so they are refused.
 */
export function typesOf(files: ContentFile[]): ObjectType[] {
  const byName = new Map<string, ObjectType>();
  const visit = (type: ObjectType) => {
    const known = byName.get(type.name);
    if (known === type) return;
    if (known) throw new Error(`Two different content types are named ${type.name}`);
    byName.set(type.name, type);
    Object.values(type.fields).forEach((field) => {
      const nested = nestedType(field);
      if (nested) visit(nested);
    });
  };
  files.forEach((file) => visit(file.type));
  return [...byName.values()];
}

/** Every closed set a field of the files keys into, each once, in order of first use. */
export function keySetsOf(files: ContentFile[]): KeySet[] {
  const sets = new Set<KeySet>();
  for (const type of typesOf(files)) {
    for (const field of Object.values(type.fields)) {
      const text = field.kind === "text" ? field : field.kind === "list" && "kind" in field.of ? field.of : undefined;
      if (text?.keySet) sets.add(text.keySet);
    }
  }
  return [...sets];
}
