import fs from "fs";
import path from "path";

/**
 * What webpack and Gatsby leave in public/ for the build itself, which no visitor needs: Gatsby's
 * records of the bundles (read while the pages are rendered and fixed, written anew by every build).
 */
export const BUILD_RECORDS = ["webpack.stats.json", "chunk-map.json"];
/** Source maps: the site's full source, for decoding a production stack trace, not for visitors. */
export const SOURCE_MAP = /\.map$/;

/**
 * Keeps what visitors never need out of the deployed folder, so no host, CDN or nginx or the Node
 * server, can serve it: the build records are removed, the source maps moved to `mapsDir` (same
 * relative paths). Runs last, after everything that reads the records. Returns what it moved.
 */
export function pruneBuild(publicDir: string, mapsDir: string): { removed: string[]; sourceMaps: string[] } {
  const removed = BUILD_RECORDS.filter((name) => fs.existsSync(path.join(publicDir, name)));
  for (const name of removed) fs.rmSync(path.join(publicDir, name));
  const sourceMaps = (fs.readdirSync(publicDir, { recursive: true }) as string[]).filter(
    (file) => SOURCE_MAP.test(file) && fs.statSync(path.join(publicDir, file)).isFile(),
  );
  fs.rmSync(mapsDir, { recursive: true, force: true });
  for (const file of sourceMaps) {
    fs.mkdirSync(path.dirname(path.join(mapsDir, file)), { recursive: true });
    fs.renameSync(path.join(publicDir, file), path.join(mapsDir, file));
  }
  return { removed, sourceMaps };
}
