/**
 * Where a JSON file is broken and what an editor must do about it. JSON.parse's messages name a
 * character offset at best ("Unexpected token ']'"), so when it fails this small scanner walks
 * the text again, stops at the first mistake and says it in an editor's words, with line and
 * column: a trailing comma, a text whose closing quote is missing, a missing comma, single quotes.
 */
interface Mistake {
  at: number;
  what: string;
}

class Scanner {
  private pos = 0;

  constructor(private readonly text: string) {}

  /** The first mistake, or undefined when the text is valid JSON. */
  run(): Mistake | undefined {
    try {
      this.space();
      if (this.pos >= this.text.length) return { at: 0, what: "the file is empty: it needs at least [] or {}" };
      this.value();
      this.space();
      if (this.pos < this.text.length)
        return {
          at: this.pos,
          what: `there is more after the end of the data (an extra ${this.text[this.pos]}?); the file must hold one [ ... ] or { ... }`,
        };
      return undefined;
    } catch (mistake) {
      if (mistake instanceof Error) throw mistake;
      return mistake as Mistake;
    }
  }

  private fail(at: number, what: string): never {
    throw { at, what } satisfies Mistake;
  }

  private space() {
    while (/\s/.test(this.text[this.pos] ?? "")) this.pos += 1;
  }

  private end(closer: string): never {
    return this.fail(this.text.length, `the file ends too early: a closing ${closer} is missing`);
  }

  private value(): void {
    this.space();
    const char = this.text[this.pos];
    if (char === undefined) this.end("} or ]");
    if (char === "{") return this.container("}", true);
    if (char === "[") return this.container("]", false);
    if (char === '"') return this.string();
    if (char === "'") this.fail(this.pos, "texts are written in double quotes (\"), not single quotes (')");
    const literal = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.pos));
    if (literal) {
      this.pos += literal[0].length;
      return;
    }
    if (char === "}" || char === "]") this.fail(this.pos, `a value is missing before this ${char}`);
    this.fail(this.pos, `unexpected ${char}: a text must start with a double quote (")`);
  }

  private string(): void {
    const start = this.pos;
    this.pos += 1;
    for (;;) {
      const char = this.text[this.pos];
      if (char === undefined || char === "\n" || char === "\r")
        this.fail(start, 'the text starting here is not closed: its closing double quote (") is missing');
      if (char === "\\") {
        if (!/^\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(this.text.slice(this.pos, this.pos + 6)))
          this.fail(this.pos, 'a backslash must be written \\\\ (or start an escape such as \\" or \\n)');
        this.pos += this.text[this.pos + 1] === "u" ? 6 : 2;
        continue;
      }
      if (char === "\t") this.fail(this.pos, "a tab inside a text must be written \\t");
      this.pos += 1;
      if (char === '"') return;
    }
  }

  private container(closer: "}" | "]", isObject: boolean): void {
    this.pos += 1;
    this.space();
    if (this.text[this.pos] === closer) {
      this.pos += 1;
      return;
    }
    for (;;) {
      this.space();
      if (isObject) this.member();
      else this.value();
      this.space();
      const char = this.text[this.pos];
      if (char === undefined) this.end(closer);
      if (char === closer) {
        this.pos += 1;
        return;
      }
      if (char !== ",") {
        const other = closer === "}" ? "]" : "}";
        if (char === other) this.fail(this.pos, `this ${other} closes nothing: a ${closer} was expected first`);
        this.fail(this.pos, `a comma is missing before this point (or a quote is missing in the text before it)`);
      }
      const comma = this.pos;
      this.pos += 1;
      this.space();
      if (this.text[this.pos] === closer)
        this.fail(
          comma,
          `trailing comma: remove this comma, nothing may follow the last ${isObject ? "field" : "entry"}`,
        );
    }
  }

  private member(): void {
    const char = this.text[this.pos];
    if (char === undefined) this.end("}");
    if (char !== '"')
      this.fail(
        this.pos,
        `a field name must be in double quotes, e.g. "name"${char === "'" ? " (not single quotes)" : ""}`,
      );
    this.string();
    this.space();
    if (this.text[this.pos] !== ":") this.fail(this.pos, "a colon (:) is missing after the field name");
    this.pos += 1;
    this.value();
  }
}

/** Line and column (both from 1) of an offset, as editors number them. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** "line 12, column 5: trailing comma: ..." for a text JSON.parse refused; undefined if it is valid. */
export function describeJsonMistake(text: string): string | undefined {
  const mistake = new Scanner(text.replace(/^\uFEFF/, "")).run();
  if (!mistake) return undefined;
  const { line, column } = lineAndColumn(text, mistake.at);
  return `line ${line}, column ${column}: ${mistake.what}`;
}

/** Parses a content file, or says where and why it is not JSON. */
export function parseJson(text: string): { data?: unknown; problem?: string } {
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    const where = describeJsonMistake(text) ?? (error as Error).message;
    return { problem: `not valid JSON: ${where}` };
  }
}
