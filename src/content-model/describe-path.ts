/*
 * How a content message names a place in a file, the same in `npm run check:content`, the build
 * and the CMS: an entry by its number and name, a field by its path.
 */

type Entry = Record<string, unknown>;

/** How an editor recognises an array entry: its number and, when it has one, its name. */
export function describeEntry(entries: unknown, index: number): string {
  const entry = Array.isArray(entries) ? (entries[index] as Entry | undefined) : undefined;
  const key = ["slug", "path", "name", "title"].find((k) => typeof entry?.[k] === "string");
  return key ? `entry ${index + 1} (${key} "${String(entry?.[key])}")` : `entry ${index + 1}`;
}

/** Turns a yup path like `[2].card.image` into `entry 3 (slug "payout"), field "card.image"`. */
export function describePath(data: unknown, yupPath: string | undefined): string {
  const match = /^\[(\d+)\]\.?(.*)$/.exec(yupPath ?? "");
  if (match) {
    const where = describeEntry(data, Number(match[1]));
    return match[2] ? `${where}, field "${match[2]}"` : where;
  }
  return yupPath ? `field "${yupPath}"` : "the file";
}
