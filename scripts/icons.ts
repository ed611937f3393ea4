// Writes src/icons/ (the UI icons as symbols, and their names) from src/node/icon-sprite.ts: run after
// adding an icon there or upgrading Phosphor. A jest test fails while the committed files differ.
import fs from "fs";
import path from "path";
import { generatedIconFiles } from "../src/node/icon-sprite";

for (const [file, text] of generatedIconFiles()) fs.writeFileSync(path.join(process.cwd(), file), text);
console.log("Wrote src/icons/symbols.ts and src/icons/names.ts");
