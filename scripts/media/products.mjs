// The six products' card pictures ('Products That We Offer', on home and /services), drawn in the
// illustration system (scripts/media/README.md) at the scale of an app's icon: home shows them as
// thumbnails a few rem wide, so each product is one bold subject filling the frame's middle, its
// story told by shapes (a phone's steps, an ID card and its shield, transfers fanning out, a paid
// bill, a checkout's methods, a flagged transaction under a lens), never by words. The cards crop
// the 16:9 picture narrower where it is busiest (sharp's attention crop), which can take the
// whole cut from one side: everything sits clear of both sides' margins.
import fs from "node:fs";
import { backdrop, pressGlows } from "./lib/backdrop.mjs";
import { glyph } from "./lib/phosphor.mjs";
import { accent, line, muted, raised, surface, teal, text, token } from "./lib/palette.mjs";
import { badge, bars, panel, svg, tick } from "./lib/pieces.mjs";
import { writePng } from "./lib/raster.mjs";

const danger = token("danger");

/**
 * A raised square tile holding a glyph, the size of an app icon in a drawing.
 * @param {string} icon
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} colour
 */
const tile = (icon, x, y, size, colour) => `
  <rect x="${x + 6}" y="${y + 10}" width="${size}" height="${size}" rx="${size / 4}" fill="#000000" opacity="0.35"/>
  <rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 4}" fill="${raised}" stroke="${colour}" stroke-opacity="0.6" stroke-width="3"/>
  ${glyph(icon, { x: x + size * 0.2, y: y + size * 0.2, size: size * 0.6, colour })}`;

/**
 * Onboarding: a phone whose screen welcomes a new customer and ticks off the journey's steps,
 * with the documents it reads on one side and the selfie it takes on the other.
 * @param {string} colour
 */
const onboarding = (colour) => `
  ${tile("IdentificationCard", 150, 170, 130, muted)}
  ${tile("ScanSmiley", 680, 170, 130, muted)}
  ${panel({
    x: 360,
    y: 46,
    w: 240,
    h: 440,
    rx: 38,
    border: colour,
    body: `<rect x="90" y="18" width="60" height="10" rx="5" fill="${line}"/>
      <circle cx="120" cy="118" r="64" fill="${colour}" fill-opacity="0.1" stroke="${colour}" stroke-opacity="0.5" stroke-width="3"/>
      ${glyph("UserPlus", { x: 76, y: 74, size: 88, colour })}
      ${[0, 1, 2].map((row) => `${tick(52, 232 + row * 54, 17, colour, row < 2)}<rect x="82" y="${227 + row * 54}" width="${[110, 90, 100][row]}" height="11" rx="5.5" fill="${muted}" opacity="0.5"/>`).join("")}
      <rect x="30" y="384" width="180" height="34" rx="17" fill="${colour}" opacity="0.85"/>`,
  })}`;

/**
 * TrustGrid: an identity document being checked, a scan line across it, and the shield of a
 * verified identity over its corner.
 * @param {string} colour
 */
const trust = (colour) => `
  ${panel({
    x: 130,
    y: 120,
    w: 500,
    h: 300,
    rx: 26,
    body: `<rect x="34" y="40" width="150" height="180" rx="20" fill="${surface}" stroke="${line}" stroke-width="2"/>
      <circle cx="109" cy="108" r="34" fill="${muted}" opacity="0.7"/>
      <path d="M55 220C60 160 158 160 163 220Z" fill="${muted}" opacity="0.55"/>
      <rect x="214" y="52" width="180" height="16" rx="8" fill="${text}" opacity="0.8"/>
      ${bars(214, 96, [230, 190, 210, 150], muted, 30)}
      <rect x="34" y="248" width="432" height="12" rx="6" fill="${line}"/>
      <path d="M16 150H484" stroke="${colour}" stroke-width="4" stroke-linecap="round" opacity="0.9"/>
      <rect x="16" y="120" width="468" height="30" fill="${colour}" opacity="0.08"/>`,
  })}
  ${badge("ShieldCheck", 680, 330, 130, colour)}`;

/**
 * Payout: money leaving one account and fanning out to three recipients (a bank account, a UPI
 * ID, a wallet), each credited.
 * @param {string} colour
 * @param {string} glow
 */
const payout = (colour, glow) => {
  const rows = [110, 240, 370];
  const icons = ["Bank", "DeviceMobile", "Wallet"];
  return `
  ${rows.map((y, i) => `<path d="M300 270C440 270 460 ${y + 40} 600 ${y + 40}" fill="none" stroke="${i === 1 ? glow : colour}" stroke-opacity="0.7" stroke-width="5" stroke-dasharray="3 14" stroke-linecap="round"/>`).join("")}
  ${rows
    .map((y, i) =>
      panel({
        x: 580,
        y,
        w: 270,
        h: 80,
        body: `${glyph(icons[i], { x: 20, y: 16, size: 48, colour: muted })}
          <rect x="84" y="24" width="${[96, 80, 88][i]}" height="11" rx="5.5" fill="${text}" opacity="0.7"/>
          <rect x="84" y="46" width="70" height="9" rx="4.5" fill="${muted}" opacity="0.45"/>
          ${tick(232, 40, 18, colour)}`,
      }),
    )
    .join("")}
  ${badge("PaperPlaneTilt", 250, 270, 120, colour)}`;
};

/**
 * BBPS: one bill paid: a receipt with its biller's glyph, its lines and its total, stamped paid,
 * among the other bills the same integration pays (water, gas, broadband, television).
 * @param {string} colour
 */
const bbps = (colour) => {
  // The torn foot of the paper: ten teeth, drawn right to left back to the left edge.
  const teeth = "l-14 16l-14 -16".repeat(10);
  return `
  ${tile("Drop", 140, 110, 110, muted)}${tile("Flame", 140, 300, 110, muted)}
  ${tile("WifiHigh", 710, 110, 110, muted)}${tile("Television", 710, 300, 110, muted)}
  <g transform="translate(340 50)">
    <path d="M8 14H288V440${teeth}Z" fill="#000000" opacity="0.35"/>
    <path d="M0 0H280V426${teeth}Z" fill="${raised}" stroke="${line}" stroke-width="2" stroke-linejoin="round"/>
    <rect x="30" y="30" width="86" height="86" rx="22" fill="${colour}" fill-opacity="0.12" stroke="${colour}" stroke-opacity="0.6" stroke-width="3"/>
    ${glyph("Lightning", { x: 45, y: 45, size: 56, colour })}
    <rect x="136" y="52" width="110" height="13" rx="6.5" fill="${text}" opacity="0.8"/>
    <rect x="136" y="80" width="80" height="9" rx="4.5" fill="${muted}" opacity="0.45"/>
    ${bars(30, 160, [220, 180, 200, 150], muted, 34)}
    <path d="M30 310H250" stroke="${muted}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="8 8"/>
    <rect x="30" y="340" width="90" height="14" rx="7" fill="${text}" opacity="0.8"/>
    <rect x="140" y="334" width="80" height="26" rx="13" fill="${colour}" opacity="0.85"/>
  </g>
  <circle cx="650" cy="436" r="62" fill="${surface}" stroke="${colour}" stroke-width="4"/>
  ${tick(650, 436, 40, colour)}`;
};

/**
 * Payment aggregation: one checkout offering every way to pay (UPI's QR, cards, net banking,
 * wallets), UPI chosen, the pay button below.
 * @param {string} colour
 */
const aggregator = (colour) => {
  const methods = ["QrCode", "CreditCard", "Bank", "Wallet"];
  return `${panel({
    x: 230,
    y: 40,
    w: 500,
    h: 460,
    rx: 26,
    body: `${glyph("Storefront", { x: 32, y: 26, size: 52, colour: muted })}
      <rect x="100" y="36" width="140" height="13" rx="6.5" fill="${text}" opacity="0.8"/>
      <rect x="100" y="60" width="90" height="9" rx="4.5" fill="${muted}" opacity="0.45"/>
      <rect x="360" y="36" width="108" height="26" rx="13" fill="${text}" opacity="0.85"/>
      ${methods
        .map((icon, i) => {
          const y = 104 + i * 76;
          const chosen = i === 0;
          return `<rect x="28" y="${y}" width="444" height="62" rx="14" fill="${chosen ? colour : surface}" fill-opacity="${chosen ? 0.1 : 1}" stroke="${chosen ? colour : line}" stroke-width="${chosen ? 3 : 2}"/>
            ${glyph(icon, { x: 46, y: y + 11, size: 40, colour: chosen ? colour : muted })}
            <rect x="104" y="${y + 26}" width="${[150, 120, 170, 110][i]}" height="11" rx="5.5" fill="${chosen ? text : muted}" opacity="${chosen ? 0.8 : 0.5}"/>
            <circle cx="436" cy="${y + 31}" r="13" fill="none" stroke="${chosen ? colour : muted}" stroke-width="3"/>
            ${chosen ? `<circle cx="436" cy="${y + 31}" r="6" fill="${colour}"/>` : ""}`;
        })
        .join("")}
      <rect x="28" y="410" width="444" height="30" rx="15" fill="${colour}" opacity="0.85"/>`,
  })}`;
};

/**
 * Compliance: transactions under watch, one flagged as high risk and held under a lens for review.
 * @param {string} colour
 */
const compliance = (colour) => {
  const rows = [0, 1, 2, 3];
  return `${panel({
    x: 120,
    y: 60,
    w: 520,
    h: 420,
    rx: 24,
    body: `<rect x="30" y="30" width="160" height="14" rx="7" fill="${text}" opacity="0.8"/>
      ${rows
        .map((i) => {
          const y = 78 + i * 80;
          const flagged = i === 2;
          return `<rect x="24" y="${y}" width="472" height="64" rx="14" fill="${flagged ? danger : surface}" fill-opacity="${flagged ? 0.12 : 1}" stroke="${flagged ? danger : line}" stroke-width="${flagged ? 3 : 2}"/>
            <circle cx="58" cy="${y + 32}" r="12" fill="${flagged ? danger : [colour, muted, 0, colour][i]}" opacity="${flagged ? 1 : 0.7}"/>
            <rect x="88" y="${y + 20}" width="${[170, 140, 160, 130][i]}" height="11" rx="5.5" fill="${text}" opacity="${flagged ? 0.85 : 0.55}"/>
            <rect x="88" y="${y + 40}" width="100" height="8" rx="4" fill="${muted}" opacity="0.45"/>
            <rect x="392" y="${y + 22}" width="80" height="20" rx="10" fill="${flagged ? danger : muted}" opacity="${flagged ? 0.85 : 0.35}"/>`;
        })
        .join("")}`,
  })}
  <path d="M774 384L850 460" stroke="${muted}" stroke-width="26" stroke-linecap="round"/>
  <circle cx="690" cy="300" r="110" fill="${surface}" fill-opacity="0.88" stroke="${colour}" stroke-width="8"/>
  ${glyph("Flag", { x: 635, y: 245, size: 110, colour: danger })}`;
};

/** Each product's drawing and its colours, by slug: lime and teal in turn down the grid. */
const PRODUCTS = {
  digitalonboarding: { draw: onboarding, colour: teal, glow: accent },
  trust: { draw: trust, colour: accent, glow: teal },
  payout: { draw: payout, colour: teal, glow: accent },
  bbps: { draw: bbps, colour: accent, glow: teal },
  aggregator: { draw: aggregator, colour: teal, glow: accent },
  compliance: { draw: compliance, colour: accent, glow: teal },
};

export function generateProductArt() {
  const services = /** @type {{ slug: string, card: { image: string } }[]} */ (
    JSON.parse(fs.readFileSync("content/services.json", "utf8"))
  );
  for (const { slug, card } of services) {
    const product = PRODUCTS[/** @type {keyof typeof PRODUCTS} */ (slug)];
    if (!product) throw new Error(`scripts/media/products.mjs: no drawing for the product "${slug}"`);
    const { draw, colour, glow } = product;
    writePng(`content/${card.image}`, svg(`${backdrop(960, 540, pressGlows(glow, colour))}${draw(colour, glow)}`), 800);
  }
}
