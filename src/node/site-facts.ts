import fs from "fs";
import path from "path";

export interface SiteFacts {
  name: string;
  description: string;
  siteUrl: string;
}

/**
 * Site facts for gatsby-config, which is read before GraphQL exists. SITE_URL overrides content.
 * Tolerant on purpose: a broken site.json is reported by the content validation with its field.
 */
export function readSiteFacts(contentDir: string): SiteFacts {
  let raw: Partial<SiteFacts> = {};
  try {
    raw = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as Partial<SiteFacts>;
  } catch {
    raw = {};
  }
  const siteUrl = (process.env.SITE_URL ?? raw.siteUrl ?? "http://127.0.0.1").replace(/\/+$/, "");
  return { name: String(raw.name ?? ""), description: String(raw.description ?? ""), siteUrl };
}
