/**
 * The post-build rewrites adapt output that belongs to Gatsby (its HTML, webpack's stats). When an
 * upgrade changes that output, a rewrite that found nothing would leave pages unchanged and the
 * site silently slower or broken (every page inlining the whole stylesheet, a CSP hash per page).
 * Each rewrite counts what it matched and throws this instead, naming what it looked for.
 */
export class GatsbyOutputChanged extends Error {
  constructor(
    readonly rewrite: string,
    readonly missing: string,
    readonly where?: string,
  ) {
    super(
      `${rewrite}: Gatsby's output changed${where ? ` in ${where}` : ""}: ${missing}. ` +
        `Adapt ${rewrite} to what Gatsby writes now, then run \`npm run fixtures:refresh\` (docs/upgrading.md).`,
    );
    this.name = "GatsbyOutputChanged";
  }
}

/** How many times `pattern` (global or not) matches `text`. */
export function countMatches(text: string, pattern: RegExp): number {
  return [
    ...text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`)),
  ].length;
}

/**
 * Throws GatsbyOutputChanged unless `pattern` matches `text` exactly `expected` times (or at least
 * `expected.min`), saying what was expected and what was found.
 */
export function expectMatches(
  rewrite: string,
  text: string,
  pattern: RegExp,
  what: string,
  expected: number | { min: number },
): number {
  const found = countMatches(text, pattern);
  const ok = typeof expected === "number" ? found === expected : found >= expected.min;
  if (!ok) {
    const wanted = typeof expected === "number" ? `exactly ${expected}` : `at least ${expected.min}`;
    throw new GatsbyOutputChanged(rewrite, `expected ${wanted} ${what}, found ${found}`);
  }
  return found;
}

/** Runs one page's rewrite, so an error from it names the page. */
export function inPage<T>(page: string, rewrite: () => T): T {
  try {
    return rewrite();
  } catch (error) {
    throw error instanceof GatsbyOutputChanged && !error.where
      ? new GatsbyOutputChanged(error.rewrite, error.missing, `public/${page}`)
      : error;
  }
}
