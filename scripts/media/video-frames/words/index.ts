import { en, type Words } from "./en";
import { hi } from "./hi";

/** The languages the videos are rendered in; English's files have no suffix, the others `-<language>`. */
export const words = { en, hi } satisfies Record<string, Words>;
export type Language = keyof typeof words;
export type { Words };

/** A label with its `{name}` placeholders filled in. */
export const fill = (label: string, values: Record<string, string | number>) =>
  label.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
