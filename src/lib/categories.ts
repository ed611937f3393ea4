/** A key of a closed set and its label in the page's language (one entry of categories.json's lists). */
export interface CategoryLabel {
  readonly key: string;
  readonly label: string;
}

/**
 * The label of a key. The content check makes sure every key has one in every language, so a
 * missing label is a broken build, not a blank badge.
 */
export function labelOf(labels: readonly CategoryLabel[], key: string): string {
  const found = labels.find((entry) => entry.key === key);
  if (!found) throw new Error(`categories.json has no label for the key "${key}" (npm run check:content says where)`);
  return found.label;
}
