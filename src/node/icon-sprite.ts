import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as phosphor from "@phosphor-icons/react/dist/ssr";
import type { Icon as PhosphorIcon, IconWeight } from "@phosphor-icons/react";

/** Where the generated files live, relative to the project root; committed, read by webpack. */
export const ICONS_DIR = "src/icons";

/**
 * The UI icons the site draws, by the name components use, from Phosphor's set, in the one
 * weight each is drawn in. Pages reference them in one cached SVG file (`<use href>`), so
 * their paths never ship in a page's JavaScript.
 */
export const ICONS: Record<string, { phosphor: keyof typeof phosphor; weight?: IconWeight }> = {
  "arrow-counter-clockwise": { phosphor: "ArrowCounterClockwise" },
  "arrow-left": { phosphor: "ArrowLeft" },
  "arrow-right": { phosphor: "ArrowRight" },
  bank: { phosphor: "Bank" },
  "book-open": { phosphor: "BookOpen" },
  "caret-down": { phosphor: "CaretDown" },
  "chart-bar": { phosphor: "ChartBar" },
  "chat-circle": { phosphor: "ChatCircle" },
  check: { phosphor: "Check" },
  clock: { phosphor: "Clock" },
  code: { phosphor: "Code" },
  "credit-card": { phosphor: "CreditCard" },
  crosshair: { phosphor: "Crosshair" },
  envelope: { phosphor: "Envelope" },
  "facebook-logo": { phosphor: "FacebookLogo" },
  "hard-drives": { phosphor: "HardDrives" },
  headset: { phosphor: "Headset" },
  "identification-card": { phosphor: "IdentificationCard" },
  "instagram-logo": { phosphor: "InstagramLogo" },
  key: { phosphor: "Key" },
  "linkedin-logo": { phosphor: "LinkedinLogo" },
  list: { phosphor: "List" },
  "lock-key": { phosphor: "LockKey" },
  "magnifying-glass": { phosphor: "MagnifyingGlass" },
  "map-pin": { phosphor: "MapPin" },
  pause: { phosphor: "Pause" },
  phone: { phosphor: "Phone" },
  play: { phosphor: "Play" },
  scales: { phosphor: "Scales" },
  "shield-check": { phosphor: "ShieldCheck" },
  star: { phosphor: "Star", weight: "fill" },
  storefront: { phosphor: "Storefront" },
  sun: { phosphor: "Sun" },
  wrench: { phosphor: "Wrench" },
  x: { phosphor: "X" },
  "x-logo": { phosphor: "XLogo" },
};

const NOTICE = "Generated from src/node/icon-sprite.ts by `npm run icons`; do not edit.";

/** One icon's drawing: what Phosphor renders inside its 256-unit square, checked for that shape. */
function drawing(name: string): string {
  const { phosphor: component, weight = "regular" } = ICONS[name];
  const markup = renderToStaticMarkup(createElement(phosphor[component] as PhosphorIcon, { weight }));
  const match = /^<svg [^>]*viewBox="0 0 256 256"[^>]*>(.+)<\/svg>$/s.exec(markup);
  // A Phosphor release that draws differently stops the generator, never ships an empty icon.
  if (!match || !match[1].includes("<path"))
    throw new Error(`icon-sprite: Phosphor's ${component} (${weight}) is not a 256-unit drawing of paths`);
  return match[1];
}

/** The sprite and the module naming its icons, path relative to the project root -> text. */
export function generatedIconFiles(): Map<string, string> {
  const names = Object.keys(ICONS).sort();
  const symbols = names.map((name) => `<symbol id="${name}" viewBox="0 0 256 256">${drawing(name)}</symbol>`);
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${NOTICE} -->\n${symbols.join("\n")}\n</svg>\n`;
  const list = names.map((name) => `  "${name}",\n`).join("");
  const module = `// ${NOTICE}\nexport const ICON_NAMES = [\n${list}] as const;\n\nexport type IconName = (typeof ICON_NAMES)[number];\n`;
  return new Map([
    [`${ICONS_DIR}/sprite.svg`, sprite],
    [`${ICONS_DIR}/names.ts`, module],
  ]);
}
