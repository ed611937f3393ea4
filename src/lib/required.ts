/**
 * Content the build guarantees still comes out of a query typed as nullable: the content check
 * fails the build when a file in content/ is missing or invalid, and a template's page exists
 * only because its entry does. This narrows the value, so components get plain data, and names
 * the file should that guarantee ever break.
 */
export function required<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Missing content: content/${file} (the build's content check should have rejected this)`);
  }
  return value;
}

/** Page queries return null when pages.json lacks the route; say which entry is missing. */
export function requireCopy<T>(copy: T | null | undefined, path: string): T {
  if (!copy) throw new Error(`content/pages.json has no entry with "path": "${path}"`);
  return copy;
}
