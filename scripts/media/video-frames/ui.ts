// Drawing kit for the product videos: the brand palette, easing over a looping timeline, and
// SVG primitives (text, cards, pills, ticks, spinners). Every helper returns SVG markup.
import fs from "node:fs";
import path from "node:path";
import { hasDevanagari, shape as shapeText } from "./shaped-text";
import { fill, type Words } from "./words";

/** The site's colours, read from the design tokens so the videos can never drift from them. */
function readPalette() {
  const css = fs.readFileSync(path.join(process.cwd(), "src/styles/tokens.css"), "utf8");
  const colour = (name: string) => {
    const match = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i"));
    if (!match) throw new Error(`tokens.css has no --color-${name}`);
    return match[1];
  };
  return {
    ink: colour("ink"),
    surface: colour("surface"),
    raised: colour("raised"),
    line: colour("line"),
    lineStrong: colour("line-strong"),
    text: colour("text"),
    muted: colour("muted"),
    accent: colour("accent"),
    onAccent: colour("on-accent"),
    teal: colour("teal"),
    danger: colour("danger"),
    success: colour("success"),
  };
}

export const palette = readPalette();

export const SANS = "Inter";
export const MONO = "JetBrains Mono";

/** Every video loops over this many seconds; anything periodic must divide it. */
export const LOOP = 8;

export const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
export const lerp = (a: number, b: number, k: number) => a + (b - a) * k;
/** Cubic ease-in-out: UI motion that starts and lands softly. */
export const ease = (x: number) => {
  const k = clamp01(x);
  return k < 0.5 ? 4 * k * k * k : 1 - (-2 * k + 2) ** 3 / 2;
};
/** Eased progress of an animation running from second a to second b (0 before, 1 after). */
export const span = (t: number, a: number, b: number) => ease((t - a) / (b - a));
/** Linear progress from a to b, for typing and counting. */
export const linear = (t: number, a: number, b: number) => clamp01((t - a) / (b - a));
/** Up over [a, b], then down over [c, d]: something that appears and goes away again. */
export const during = (t: number, a: number, b: number, c: number, d: number) => span(t, a, b) * (1 - span(t, c, d));
/**
 * Two things that take turns in one place as `k` runs from 0 to 1 (or back): the one leaving has
 * gone before the one arriving shows, so no frame draws two labels half over each other.
 */
export const handover = (k: number) => ({ leaving: clamp01(1 - 2 * k), arriving: clamp01(2 * k - 1) });
/**
 * For a loop that starts on its finished state: 1 (the previous run, done) until `reset` fades it
 * out, then `k`, the new run's own progress.
 */
export const resumed = (t: number, reset: readonly [number, number], k: number) =>
  Math.max(1 - span(t, reset[0], reset[1]), k);

/** Indian digit grouping: 1248320 -> "12,48,320". */
export function rupees(amount: number, decimals = 0) {
  const [whole, fraction] = amount.toFixed(decimals).split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `₹${rest ? `${rest},` : ""}${last3}${fraction ? `.${fraction}` : ""}`;
}

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface TextStyle {
  size: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  family?: string;
  opacity?: number;
  spacing?: number;
}

export function text(x: number, y: number, value: string, style: TextStyle) {
  const { size, weight = 500, fill = palette.text, anchor = "start", family = SANS, opacity = 1, spacing = 0 } = style;
  if (opacity <= 0) return "";
  if (hasDevanagari(value)) {
    // Hindi: HarfBuzz's glyph outlines, not resvg's text layout (shaped-text.ts says why).
    const { width, d } = shapeText(value, size, weight);
    const left = x - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
    return `<path d="${d}" transform="translate(${Math.round(left * 100) / 100} ${y})" fill="${fill}" opacity="${opacity}" data-shaped="${escape(value)}"/>`;
  }
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}" opacity="${opacity}" xml:space="preserve">${escape(value)}</text>`;
}

interface ShapeStyle {
  fill?: string;
  stroke?: string;
  width?: number;
  opacity?: number;
}

const paint = ({ fill = "none", stroke = "none", width = 2, opacity = 1 }: ShapeStyle) =>
  `fill="${fill}" stroke="${stroke}" stroke-width="${width}" opacity="${opacity}"`;

export function rect(x: number, y: number, w: number, h: number, r: number, style: ShapeStyle) {
  if ((style.opacity ?? 1) <= 0) return "";
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${paint(style)}/>`;
}

export function circle(cx: number, cy: number, r: number, style: ShapeStyle) {
  if ((style.opacity ?? 1) <= 0) return "";
  return `<circle cx="${cx}" cy="${cy}" r="${r}" ${paint(style)}/>`;
}

export function shape(d: string, style: ShapeStyle & { cap?: "round" | "butt" }) {
  if ((style.opacity ?? 1) <= 0) return "";
  return `<path d="${d}" ${paint(style)} stroke-linecap="${style.cap ?? "round"}" stroke-linejoin="round"/>`;
}

export function group(content: string, { opacity = 1, dx = 0, dy = 0, scale = 1, clip = "" } = {}) {
  if (opacity <= 0 || !content) return "";
  const transform = dx || dy || scale !== 1 ? ` transform="translate(${dx} ${dy}) scale(${scale})"` : "";
  const clipPath = clip ? ` clip-path="url(#${clip})"` : "";
  if (opacity === 1 && !transform && !clipPath) return content;
  return `<g opacity="${opacity}"${transform}${clipPath}>${content}</g>`;
}

/** Scales content about a point (for pops and presses). */
export function scaleAbout(content: string, cx: number, cy: number, scale: number, opacity = 1) {
  return group(group(content, { dx: -cx, dy: -cy }), { dx: cx, dy: cy, scale, opacity });
}

/** A raised UI card: the site's card surface, hairline border and soft drop shadow. */
export function card(x: number, y: number, w: number, h: number, { r = 24, opacity = 1, border = palette.line } = {}) {
  return group(
    rect(x, y + 14, w, h, r, { fill: "#000", opacity: 0.35 }) +
      rect(x, y, w, h, r, { fill: palette.raised, stroke: border, width: 2 }),
    { opacity },
  );
}

/** A rounded status pill with its label centred, or after a leading icon drawn by `icon(cx, cy)`. */
export function pill(
  x: number,
  y: number,
  w: number,
  label: string,
  colour: string,
  { size = 28, opacity = 1, icon }: { size?: number; opacity?: number; icon?: (cx: number, cy: number) => string } = {},
) {
  const h = Math.round(size * 1.7);
  const cy = y + h / 2;
  const inset = icon ? h * 0.85 : 0;
  return group(
    rect(x, y, w, h, h / 2, { fill: colour, opacity: 0.14 }) +
      rect(x + 1, y + 1, w - 2, h - 2, h / 2, { stroke: colour, width: 2, opacity: 0.45 }) +
      (icon ? icon(x + h * 0.55, cy) : "") +
      text(x + inset / 2 + w / 2, cy + size * 0.36, label, { size, weight: 700, fill: colour, anchor: "middle" }),
    { opacity },
  );
}

/** A check mark in a filled circle; `k` draws it (0: nothing, 1: full tick, popped in). */
export function tick(cx: number, cy: number, r: number, k: number, colour = palette.success, mark = palette.ink) {
  if (k <= 0) return "";
  const pop = 0.6 + 0.4 * ease(k * 1.6) + 0.08 * Math.sin(Math.PI * clamp01(k * 1.6 - 0.2));
  const stroke = clamp01(k * 1.6 - 0.5) / 0.6;
  const d = `M${cx - r * 0.45} ${cy + r * 0.02} L${cx - r * 0.1} ${cy + r * 0.36} L${cx + r * 0.5} ${cy - r * 0.32}`;
  const length = r * (Math.hypot(0.35, 0.34) + Math.hypot(0.6, 0.68));
  return scaleAbout(
    circle(cx, cy, r, { fill: colour }) +
      `<path d="${d}" fill="none" stroke="${mark}" stroke-width="${r * 0.26}" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="${length}" stroke-dashoffset="${length * (1 - clamp01(stroke))}"/>`,
    cx,
    cy,
    pop,
    clamp01(k * 3),
  );
}

/** A loading ring that turns once a second (a whole number of turns per loop, so it is seamless). */
export function spinner(cx: number, cy: number, r: number, t: number, colour = palette.accent, opacity = 1) {
  const angle = (t % 1) * 360;
  return group(
    circle(cx, cy, r, { stroke: colour, width: r * 0.28, opacity: 0.2 }) +
      `<g transform="rotate(${angle} ${cx} ${cy})"><path d="M${cx} ${cy - r} A${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" stroke="${colour}" stroke-width="${r * 0.28}" stroke-linecap="round"/></g>`,
    { opacity },
  );
}

/**
 * Where a tick and the bold label after it go, centred on `cx`: as laid out for the English word
 * (`tick` and `text`, its x positions), or measured for a shaped label of another length.
 */
export function tickBeside(label: string, at: { size: number; cx: number; tick: number; r: number; text: number }) {
  if (!hasDevanagari(label)) return { tick: at.tick, text: at.text };
  const gap = at.r * 0.75;
  const width = 2 * at.r + gap + shapeText(label, at.size, 700).width;
  const tickX = at.cx - width / 2 + at.r;
  return { tick: tickX, text: tickX + at.r + gap };
}

/** Where a checkout's Pay button sits and where its label, spinner, tick and "Paid" go, in scene pixels. */
export interface PayButtonLayout {
  x: number;
  y: number;
  w: number;
  h: number;
  size: number;
  /** Baseline of the labels. */
  textY: number;
  spinnerR: number;
  tick: { x: number; r: number };
  paidX: number;
}

/**
 * A checkout's Pay button: pressed at `pay` (it dips), a spinner while paying, then green with a
 * tick and "Paid" as `paid` reaches 1. `ready` dims it until a method is chosen.
 */
export function payButton(
  { x, y, w, h, size, textY, spinnerR, tick: mark, paidX }: PayButtonLayout,
  t: number,
  {
    amount,
    pay,
    paid,
    labels,
    ready = 1,
  }: { amount: number; pay: number; paid: number; labels: Words["checkout"]; ready?: number },
) {
  const paying = (1 - paid) * span(t, pay + 0.1, pay + 0.25);
  // At the loop's reset `paid` falls back to 0: "Paid" leaves before the Pay label returns.
  const done = handover(paid);
  const pressed = during(t, pay, pay + 0.1, pay + 0.12, pay + 0.25);
  const cx = x + w / 2;
  const cy = y + h / 2;
  const paidAt = tickBeside(labels.paid, { size, cx, tick: mark.x, r: mark.r, text: paidX });
  return scaleAbout(
    rect(x, y, w, h, h / 2, { fill: palette.accent, opacity: ready * (1 - paid) }) +
      rect(x, y, w, h, h / 2, { fill: palette.success, opacity: paid }) +
      text(cx, textY, fill(labels.pay, { amount: rupees(amount) }), {
        size,
        weight: 700,
        fill: palette.onAccent,
        anchor: "middle",
        opacity: (1 - paying) * done.leaving,
      }) +
      spinner(cx, cy, spinnerR, t, palette.onAccent, paying * done.leaving) +
      group(
        tick(paidAt.tick, cy, mark.r, paid, palette.ink, palette.success) +
          text(paidAt.text, textY, labels.paid, { size, weight: 700, fill: palette.onAccent }),
        { opacity: done.arriving },
      ),
    cx,
    cy,
    1 - 0.05 * pressed,
  );
}

/** A text caret that blinks twice a second. */
export function caret(x: number, y: number, size: number, t: number, colour = palette.accent) {
  return (t * 2) % 1 < 0.55 ? rect(x + 2, y - size * 0.82, 3, size, 1.5, { fill: colour }) : "";
}

/**
 * The whole frame: the site's dark base with a faint dot grid and two soft brand glows, then the
 * scene. `defs` carries clip paths a scene needs.
 */
export function frame(width: number, height: number, body: string, defs = "") {
  const dots = `<pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="1.4" fill="${palette.text}" opacity="0.07"/></pattern>`;
  const glow = (id: string, colour: string) =>
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.16"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${dots}${glow("glowA", palette.accent)}${glow("glowB", palette.teal)}${defs}</defs>
<rect width="${width}" height="${height}" fill="${palette.ink}"/>
<rect width="${width}" height="${height}" fill="url(#dots)"/>
<ellipse cx="${width * 0.82}" cy="${height * 0.12}" rx="${width * 0.45}" ry="${height * 0.6}" fill="url(#glowA)"/>
<ellipse cx="${width * 0.1}" cy="${height * 0.95}" rx="${width * 0.45}" ry="${height * 0.6}" fill="url(#glowB)"/>
${body}
</svg>`;
}
