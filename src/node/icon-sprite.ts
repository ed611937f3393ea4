import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as phosphor from "@phosphor-icons/react/dist/ssr";
import type { Icon as PhosphorIcon, IconWeight } from "@phosphor-icons/react";
import { iconId } from "../lib/icon-id";

/** Where the generated files live, relative to the project root; committed, read by webpack. */
export const ICONS_DIR = "src/icons";

/**
 * The UI icons the site draws, from Phosphor's set: components name each by its Phosphor name in
 * kebab case (ArrowRight: "arrow-right"). Every page's HTML holds them once as symbols
 * (`<use href="#icon-…">`), so their paths never ship in a page's JavaScript.
 */
export const ICONS: readonly (keyof typeof phosphor)[] = [
  "ArrowCounterClockwise",
  "ArrowLeft",
  "ArrowRight",
  "Bank",
  "BookOpen",
  "CaretDown",
  "ChartBar",
  "ChatCircle",
  "Check",
  "Clock",
  "Code",
  "CreditCard",
  "Crosshair",
  "Envelope",
  "FacebookLogo",
  "HardDrives",
  "Headset",
  "IdentificationCard",
  "InstagramLogo",
  "Key",
  "LinkedinLogo",
  "List",
  "LockKey",
  "MagnifyingGlass",
  "MapPin",
  "Pause",
  "Phone",
  "Play",
  "Scales",
  "ShieldCheck",
  "Star",
  "Storefront",
  "Sun",
  "Wrench",
  "X",
  "XLogo",
];

/** The weight each icon is drawn in: regular, but for these. */
const WEIGHTS: Partial<Record<keyof typeof phosphor, IconWeight>> = { Star: "fill" };

/** The name components use for a Phosphor icon: ArrowRight -> "arrow-right". */
export const iconName = (component: string) => component.replace(/(?<!^)(?=[A-Z])/g, "-").toLowerCase();

const NOTICE = "Generated from src/node/icon-sprite.ts by `npm run icons`; do not edit.";

/** One icon's drawing: what Phosphor renders inside its 256-unit square, checked for that shape. */
function drawing(component: keyof typeof phosphor): string {
  const weight = WEIGHTS[component] ?? "regular";
  const markup = renderToStaticMarkup(createElement(phosphor[component] as PhosphorIcon, { weight }));
  const match = /^<svg [^>]*viewBox="0 0 256 256"[^>]*>(.+)<\/svg>$/s.exec(markup);
  // A Phosphor release that draws differently stops the generator, never ships an empty icon.
  if (!match || !match[1].includes("<path"))
    throw new Error(`icon-sprite: Phosphor's ${component} (${weight}) is not a 256-unit drawing of paths`);
  return match[1];
}

/** The symbols, as a module the server render reads, and the module naming the icons: path relative to the project root -> text. */
export function generatedIconFiles(): Map<string, string> {
  const icons = ICONS.map((component) => ({ component, name: iconName(component) })).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  const names = icons.map(({ name }) => name);
  const symbols = icons.map(
    ({ component, name }) => `<symbol id="${iconId(name)}" viewBox="0 0 256 256">${drawing(component)}</symbol>`,
  );
  // Single-quoted, as Prettier writes a string full of double quotes.
  if (symbols.some((symbol) => symbol.includes("'") || symbol.includes("\\")))
    throw new Error("icon-sprite: a drawing holds a quote or backslash the generated module cannot carry");
  const lines = symbols.map((symbol) => `  '${symbol}',\n`).join("");
  const sprite = `// ${NOTICE}\nexport const ICON_SYMBOLS = [\n${lines}].join("");\n`;
  const list = names.map((name) => `  "${name}",\n`).join("");
  const module = `// ${NOTICE}\nexport const ICON_NAMES = [\n${list}] as const;\n\nexport type IconName = (typeof ICON_NAMES)[number];\n`;
  return new Map([
    [`${ICONS_DIR}/symbols.ts`, sprite],
    [`${ICONS_DIR}/names.ts`, module],
  ]);
}
