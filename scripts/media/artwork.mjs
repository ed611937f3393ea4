// `npm run media`, part two: portraits, client wordmarks and the artwork of press releases, case
// studies, events, blog posts, the products' cards and the About block, drawn as SVG and rendered with resvg (no browser, no
// ImageMagick). Run from anywhere; it writes where content/ names each file. Running it again
// gives the same bytes.
import { generateIllustrations } from "./illustrations.mjs";
import { generatePortraits } from "./portraits.mjs";
import { generateProductArt } from "./products.mjs";
import { generateWordmarks } from "./wordmarks.mjs";

process.chdir(new URL("../..", import.meta.url).pathname);
generatePortraits();
// Case-study artwork shows the clients' wordmarks, so they come first.
generateWordmarks();
generateIllustrations();
generateProductArt();
