/*
 * How the CMS reads and writes content files: the site's layout (two spaces, a final newline,
 * which Prettier accepts), and array files shown to Decap as { entries: [...] } because Decap
 * cannot edit a file whose root is a list.
 */

export interface Formatter<Data> {
  fromFile: (text: string) => Data;
  toFile: (data: Data) => string;
}

const layout = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const objectFormat: Formatter<unknown> = {
  fromFile: (text) => JSON.parse(text) as unknown,
  toFile: layout,
};

export const entriesFormat: Formatter<{ entries: unknown }> = {
  fromFile: (text) => {
    const entries = JSON.parse(text) as unknown;
    if (!Array.isArray(entries))
      throw new Error("this content file must hold a list of entries: its root is not an array");
    return { entries };
  },
  toFile: (data) => layout(data.entries ?? []),
};
