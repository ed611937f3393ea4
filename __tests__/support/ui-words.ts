import fs from "fs";
import path from "path";

/** content/ui.json (English, the spec's strings), or a translation's: content/<code>/ui.json. */
export function uiWords(code = ""): NonNullable<Queries.ChromeFragment["chromeUi"]> {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content", code, "ui.json"), "utf8"));
}
