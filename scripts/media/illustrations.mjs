// Artwork of its own for each kind of entry, drawn as SVG in the brand palette and rasterised, with
// a composition per category: press releases a launch, a partnership or an integration; events a
// video call (webinars) or a stage (on site); case studies the client's wordmark and its result;
// blog covers by topic; and the About block's platform. No dates or headlines are drawn in, so
// nothing in a picture can go stale. Every motif sits inside the frame with room around it, so no
// card crops it. Blog covers have no words, so they ship as the SVG itself (sharp on every screen,
// a fifth of a WebP's bytes); the rest set words in fonts that never ship, so they are rasterised.
import fs from "node:fs";
import { backdrop, pressGlows } from "./lib/backdrop.mjs";
import { FONT_FILES } from "./lib/fonts.mjs";
import { glyph } from "./lib/phosphor.mjs";
import { accent, ink, line, muted, raised, success, surface, teal, text, token } from "./lib/palette.mjs";
import { badge, bars, chip, H, panel, svg, tick, W } from "./lib/pieces.mjs";
import { writePng, writeSvg } from "./lib/raster.mjs";
import { figure } from "./portraits.mjs";

/**
 * Words set in Inter (drawn as pixels here; the fonts never ship).
 * @param {string} content
 * @param {{ x: number, y: number, size: number, colour: string, weight?: number, anchor?: string, tracking?: number }} style
 */
const words = (content, { x, y, size, colour, weight = 600, anchor = "start", tracking = 0 }) =>
  `<text x="${x}" y="${y}" font-family="Inter" font-weight="${weight}" font-size="${size}" fill="${colour}"` +
  ` text-anchor="${anchor}" letter-spacing="${tracking}">${content}</text>`;

/**
 * Product launch: the product's glyph lifting off a ringed launch pad, with the product's screens
 * behind it and signal dots rising; every other launch mirrors it, its pad lit in the second tone.
 * @param {{ icon: string, colour: string, glow: string, layout: number }} entry
 */
function launchArt({ icon, colour, glow, layout }) {
  const mirror = layout % 2 ? ` transform="translate(${W} 0) scale(-1 1)"` : "";
  const rings = [70, 130, 190, 250]
    .map(
      (r, i) =>
        `<ellipse cx="480" cy="430" rx="${r * 1.6}" ry="${r * 0.42}" fill="none" stroke="${layout % 2 ? glow : colour}" stroke-opacity="${0.5 - i * 0.1}" stroke-width="2"/>`,
    )
    .join("");
  const sparks = [
    [300, 150, 5],
    [650, 120, 7],
    [700, 230, 4],
    [250, 260, 6],
    [560, 70, 4],
  ]
    .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity="0.7"/>`)
    .join("");
  return svg(`
    ${backdrop(W, H, pressGlows(glow, colour))}
    <g${mirror}>
    ${panel({ x: 560, y: 70, w: 300, h: 210, rotate: 6, body: `<rect x="28" y="28" width="120" height="12" rx="6" fill="${text}" opacity="0.85"/>${bars(28, 66, [230, 190, 210, 140])}<rect x="28" y="164" width="96" height="22" rx="11" fill="${colour}" opacity="0.8"/>` })}
    ${panel({ x: 90, y: 110, w: 250, h: 170, rotate: -7, body: `${bars(26, 30, [180, 150, 196, 120, 160])}` })}
    ${sparks}
    </g>
    ${rings}
    <path d="M400 430L440 230H520L560 430Z" fill="${colour}" opacity="0.08"/>
    ${badge(icon, 480, 250, 120, colour)}`);
}

/**
 * Partnership: two organisations as tiles, the company's own and the partner's line of business,
 * joined by a bridge with the deal's glyph at its middle.
 * @param {{ icon: string, colour: string, glow: string, layout: number }} entry
 */
function partnershipArt({ icon, colour, glow }) {
  const tile = (/** @type {number} */ x, /** @type {string} */ glyphName, /** @type {string} */ tone) => `
    <rect x="${x + 8}" y="186" width="220" height="220" rx="36" fill="#000000" opacity="0.35"/>
    <rect x="${x}" y="172" width="220" height="220" rx="36" fill="${raised}" stroke="${tone}" stroke-opacity="0.6" stroke-width="3"/>
    ${glyph(glyphName, { x: x + 50, y: 222, size: 120, colour: tone })}`;
  return svg(`
    ${backdrop(W, H, pressGlows(glow, colour))}
    <path d="M330 282C420 200 540 200 630 282" fill="none" stroke="${colour}" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>
    <path d="M330 282C420 364 540 364 630 282" fill="none" stroke="${glow}" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>
    ${tile(110, "Lightning", colour)}
    ${tile(630, "Bank", glow)}
    <circle cx="480" cy="282" r="62" fill="${surface}" stroke="${colour}" stroke-width="3"/>
    ${glyph(icon, { x: 438, y: 240, size: 84, colour: text })}`);
}

/**
 * Integration: the software a business already runs, as app tiles in a grid, each wired to one
 * connector holding the product's glyph.
 * @param {{ icon: string, colour: string, glow: string, layout: number }} entry
 */
function integrationArt({ icon, colour, glow }) {
  const apps = ["Calculator", "Table", "Invoice", "ChartBar", "Folders", "Receipt"];
  const tiles = apps
    .map((name, i) => {
      const x = 90 + (i % 2) * 150;
      const y = 80 + Math.floor(i / 2) * 135;
      return `<rect x="${x}" y="${y}" width="120" height="110" rx="22" fill="${raised}" stroke="${line}" stroke-width="2"/>
        ${glyph(name, { x: x + 32, y: y + 27, size: 56, colour: i % 3 === 0 ? colour : muted })}
        <path d="M${x + 120} ${y + 55}C${560 - (i % 2) * 60} ${y + 55} ${520} 270 620 270" fill="none" stroke="${i % 2 ? glow : colour}" stroke-opacity="0.55" stroke-width="3"/>`;
    })
    .join("");
  return svg(`
    ${backdrop(W, H, pressGlows(glow, colour))}
    ${tiles}
    <rect x="612" y="150" width="260" height="240" rx="32" fill="${surface}" stroke="${colour}" stroke-width="3"/>
    ${glyph(icon, { x: 682, y: 190, size: 120, colour })}
    <rect x="660" y="330" width="164" height="12" rx="6" fill="${muted}" opacity="0.45"/>
    <circle cx="620" cy="270" r="12" fill="${colour}"/>`);
}

/** Press compositions by the release's category: a launch, a partnership and an integration read differently. */
const PRESS_ART = {
  productLaunch: launchArt,
  partnership: partnershipArt,
  integration: integrationArt,
};

/**
 * Case study: the client's wordmark on a dashboard card with the result's trend, beside the
 * client's line of business.
 * @param {{ logo: string, value: string, rising: boolean, icon: string, colour: string, glow: string }} entry
 */
function caseStudyArt({ logo, value, rising, icon, colour, glow }) {
  const wordmark = fs.readFileSync(`content/${logo}`).toString("base64");
  // The result's line: a gentle, monotonic run from one side of the chart to the other.
  const points = rising ? [150, 140, 118, 96, 70, 44, 30] : [40, 52, 74, 96, 118, 134, 146];
  const path = points.map((y, i) => `${i === 0 ? "M" : "L"}${40 + i * 56} ${205 + y}`).join("");
  const last = points[points.length - 1];
  return svg(`
    ${backdrop(W, H, pressGlows(glow, colour))}
    <g transform="translate(110 80)">
      <rect x="8" y="12" width="440" height="380" rx="18" fill="#000000" opacity="0.35"/>
      <rect width="440" height="380" rx="18" fill="${raised}" stroke="${line}" stroke-width="2"/>
      <image x="36" y="32" width="240" height="60" href="data:image/svg+xml;base64,${wordmark}"/>
      <rect x="36" y="112" width="368" height="1.5" fill="${line}"/>
      ${words(value, { x: 36, y: 186, size: 58, colour, weight: 700, tracking: -1 })}
      ${glyph(rising ? "TrendUp" : "TrendDown", { x: 190, y: 138, size: 52, colour })}
      <path d="M40 356V226" stroke="${line}"/>
      <path d="${path}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="${40 + 6 * 56}" cy="${205 + last}" r="9" fill="${colour}" stroke="${raised}" stroke-width="4"/>
    </g>
    ${badge(icon, 740, 270, 118, colour)}`);
}

/**
 * Webinar: a video call in progress: the topic's slide on a shared screen, the speaker's tile and
 * a strip of attendees (faces as simple shapes, no one in particular).
 * @param {{ icon: string, colour: string, glow: string, layout: number }} entry
 */
function webinarArt({ icon, colour, glow, layout }) {
  // Three arrangements in turn, so no two webinars in a row look alike.
  const screen = [
    { x: 120, y: 70, w: 520, h: 330 },
    { x: 320, y: 70, w: 520, h: 330 },
    { x: 220, y: 50, w: 520, h: 300 },
  ][layout % 3];
  const speaker = [
    { x: 680, y: 110 },
    { x: 120, y: 110 },
    { x: 120, y: 380 },
  ][layout % 3];
  const person = (
    /** @type {number} */ x,
    /** @type {number} */ y,
    /** @type {number} */ size,
    /** @type {string} */ tone,
  ) =>
    `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.8}" rx="14" fill="${surface}" stroke="${line}" stroke-width="2"/>
     <circle cx="${x + size / 2}" cy="${y + size * 0.32}" r="${size * 0.14}" fill="${tone}" opacity="0.85"/>
     <path d="M${x + size * 0.24} ${y + size * 0.8}C${x + size * 0.28} ${y + size * 0.5} ${x + size * 0.72} ${y + size * 0.5} ${x + size * 0.76} ${y + size * 0.8}Z" fill="${tone}" opacity="0.6"/>`;
  const attendees = [0, 1, 2, 3]
    .map((i) =>
      person(screen.x + 20 + i * 92, screen.y + screen.h + 24, 80, [teal, muted, success, accent][(i + layout) % 4]),
    )
    .join("");
  return svg(`
    ${backdrop(W, H, pressGlows(glow, colour))}
    ${panel({
      x: screen.x,
      y: screen.y,
      w: screen.w,
      h: screen.h,
      body: `<rect x="0" y="0" width="${screen.w}" height="44" rx="18" fill="${surface}"/>
        <circle cx="28" cy="22" r="7" fill="#ff8a80"/><circle cx="50" cy="22" r="7" fill="${muted}" opacity="0.6"/><circle cx="72" cy="22" r="7" fill="${muted}" opacity="0.6"/>
        ${glyph(icon, { x: 40, y: 90, size: 150, colour })}
        <rect x="230" y="110" width="240" height="16" rx="8" fill="${text}" opacity="0.85"/>
        ${bars(230, 148, [220, 180, 200, 140], muted)}
        <rect x="230" y="${screen.h - 70}" width="120" height="10" rx="5" fill="${colour}" opacity="0.8"/>`,
    })}
    ${person(speaker.x, speaker.y, 160, colour)}
    <circle cx="${speaker.x + 136}" cy="${speaker.y + 24}" r="8" fill="#ff8a80"/>
    ${layout % 3 === 2 ? "" : attendees}`);
}

/**
 * Event on site: a stage seen from the audience, the topic on the screen above the lectern,
 * spotlights and rows of seats.
 * @param {{ icon: string, colour: string, glow: string, layout: number }} entry
 */
function stageArt({ icon, colour, glow, layout }) {
  const seats = [0, 1, 2]
    .map((row) =>
      Array.from({ length: 12 - row }, (_, i) => {
        const cx = 120 + row * 30 + i * 64;
        return `<path d="M${cx - 20} ${452 + row * 30}a20 16 0 0 1 40 0z" fill="${[muted, line, muted][row]}" opacity="${0.55 - row * 0.12}"/>`;
      }).join(""),
    )
    .join("");
  const beam = (/** @type {number} */ x, /** @type {string} */ tone) =>
    `<path d="M${x} 0L${x - 60} 0L${380 + (x > 480 ? 120 : 0)} 360L${460 + (x > 480 ? 120 : 0)} 360Z" fill="${tone}" opacity="0.07"/>`;
  const side = layout % 2 ? 620 : 250;
  return svg(`
    ${backdrop(W, H, pressGlows(glow, colour))}
    ${beam(220, colour)}${beam(820, glow)}
    <rect x="80" y="360" width="800" height="40" rx="8" fill="${surface}" stroke="${line}" stroke-width="2"/>
    <rect x="250" y="60" width="460" height="250" rx="16" fill="${raised}" stroke="${line}" stroke-width="2"/>
    ${glyph(icon, { x: 400, y: 105, size: 160, colour })}
    <path d="M${side + 4} 290H${side + 96}L${side + 84} 362H${side + 16}Z" fill="${surface}" stroke="${colour}" stroke-opacity="0.6" stroke-width="2"/>
    <rect x="${side - 6}" y="280" width="112" height="14" rx="5" fill="${raised}" stroke="${colour}" stroke-opacity="0.6" stroke-width="2"/>
    <path d="M${side + 50} 280V252" stroke="${muted}" stroke-width="4"/>
    <rect x="${side + 42}" y="226" width="16" height="30" rx="8" fill="${text}"/>
    <circle cx="${side + 50}" cy="322" r="10" fill="${colour}" opacity="0.8"/>
    ${seats}`);
}

/** Event compositions by category: online sessions and on-site events look like what they are. */
const EVENT_ART = { webinar: webinarArt, event: stageArt };

/**
 * Blog cover: the post's topic glyph as the centrepiece, on the press art's backdrop, with UI
 * fragments of its kind around it (payments on orbits for money moving, a consent screen for data
 * rules, steps climbing to a flag for guides, a video call framing a face for KYC, services wired
 * to one hub for engineering and checks, a monitored signal for risk), centred so no card crop
 * cuts it.
 * @param {{ icon: string, motif: "orbits" | "grid" | "signal" | "consent" | "steps" | "verify", colour: string, glow: string, layout: number }} entry
 */
function blogArt({ icon, motif, colour, glow, layout }) {
  const cx = 480;
  const cy = 262;
  // The services round a hub, taken in turn from the cover's place in the list.
  const services = ["Database", "CloudCheck", "Cpu", "ListChecks"];
  /** @type {[number, number][]} the services' places: wired first, so their tiles cover the wires */
  const nodes = [
    [190, 150],
    [770, 150],
    [190, 380],
    [770, 380],
  ];
  const motifs = {
    orbits: `${[-14, 10]
      .map(
        (tilt, i) =>
          `<ellipse cx="${cx}" cy="${cy}" rx="${300 - i * 60}" ry="${118 - i * 20}" fill="none" stroke="${i ? glow : colour}" stroke-opacity="${0.55 - i * 0.15}" stroke-width="3" transform="rotate(${tilt} ${cx} ${cy})"/>`,
      )
      .join("")}
      ${chip(150, 92, colour, -4)}${chip(620, 336, glow, 3)}${chip(640, 120, muted, 2)}
      <circle cx="${cx - 286}" cy="${cy + 40}" r="10" fill="${glow}"/><circle cx="${cx + 226}" cy="${cy - 78}" r="8" fill="${colour}"/>`,
    // Rules on personal data: a consent screen, each purpose with its own switch, one left off,
    // and the padlock of data kept safe.
    consent: `${panel({
      x: 250,
      y: 120,
      w: 460,
      h: 340,
      rx: 24,
      body: `${[0, 1, 2]
        .map((row) => {
          const on = row !== 1;
          const y = 110 + row * 72;
          return `<rect x="34" y="${y + 8}" width="${[190, 150, 170][row]}" height="11" rx="5.5" fill="${text}" opacity="0.7"/>
            <rect x="34" y="${y + 30}" width="${[120, 140, 100][row]}" height="8" rx="4" fill="${muted}" opacity="0.45"/>
            <rect x="350" y="${y + 4}" width="76" height="40" rx="20" fill="${on ? colour : surface}" fill-opacity="${on ? 0.85 : 1}" stroke="${on ? colour : line}" stroke-width="2"/>
            <circle cx="${on ? 406 : 370}" cy="${y + 24}" r="14" fill="${on ? raised : muted}"/>`;
        })
        .join("")}`,
    })}
      ${panel({ x: 700, y: 320, w: 130, h: 130, rotate: 6, rx: 30, body: glyph("LockKey", { x: 30, y: 30, size: 70, colour: glow }) })}`,
    // A guide: the way through as steps climbing from left to right, each done but the last,
    // which carries the flag of the goal.
    steps: `<path d="M230 400C300 400 300 300 400 300S500 200 600 200" fill="none" stroke="${glow}" stroke-opacity="0.6" stroke-width="4" stroke-dasharray="3 14" stroke-linecap="round"/>
      ${[
        [110, 350],
        [330, 250],
        [550, 150],
      ]
        .map(([x, y], i) =>
          panel({
            x,
            y,
            w: 250,
            h: 110,
            body: `${i < 2 ? tick(48, 55, 22, colour) : glyph("Flag", { x: 24, y: 29, size: 52, colour })}
              ${bars(90, 40, [120, 90], muted)}`,
          }),
        )
        .join("")}`,
    // Video KYC: a video call where a face sits inside the camera's framing marks, and the
    // identity document held up beside it.
    verify: `${panel({
      x: 200,
      y: 70,
      w: 440,
      h: 380,
      body: `<rect x="0" y="0" width="440" height="44" rx="18" fill="${surface}"/>
        <circle cx="28" cy="22" r="7" fill="${token("danger")}"/><circle cx="50" cy="22" r="7" fill="${muted}" opacity="0.6"/>
        <circle cx="220" cy="170" r="56" fill="${muted}" opacity="0.7"/>
        <path d="M120 330C130 240 310 240 320 330Z" fill="${muted}" opacity="0.55"/>
        <path d="M120 110V80H150M290 80H320V110M320 260V290H290M150 290H120V260" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    })}
      ${panel({
        x: 560,
        y: 250,
        w: 240,
        h: 150,
        rotate: -6,
        border: colour,
        body: `<rect x="22" y="26" width="70" height="90" rx="12" fill="${surface}"/><circle cx="57" cy="60" r="16" fill="${muted}" opacity="0.7"/>
          <path d="M33 116C36 88 78 88 81 116Z" fill="${muted}" opacity="0.55"/>${bars(110, 38, [100, 80, 90], muted)}`,
      })}
      ${tick(760, 250, 26, colour)}`,
    grid: `${nodes
      .map(
        ([x, y], i) =>
          `<path d="M${x} ${y}H${(x + cx) / 2}V${cy}H${cx}" fill="none" stroke="${i % 2 ? glow : colour}" stroke-opacity="0.6" stroke-width="3"/>`,
      )
      .join("")}
      ${nodes
        .map(
          ([x, y], i) =>
            `<rect x="${x - 62}" y="${y - 50}" width="124" height="100" rx="20" fill="${raised}" stroke="${line}" stroke-width="2"/>
            ${glyph(services[(i + layout) % services.length], { x: x - 26, y: y - 26, size: 52, colour: i % 3 ? muted : colour })}
            <circle cx="${x + (x < cx ? 62 : -62)}" cy="${y}" r="7" fill="${i % 2 ? glow : colour}"/>`,
        )
        .join("")}`,
    signal: `${panel({
      x: 130,
      y: 80,
      w: 700,
      h: 370,
      body: `<path d="M30 250H670" stroke="${line}" stroke-width="2"/><path d="M30 130H670" stroke="${glow}" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="10 12"/>
        <path d="M30 230H170L200 200L230 250L260 214L290 236H410L440 60L470 300L500 210H670" fill="none" stroke="${colour}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>
        <circle cx="440" cy="60" r="12" fill="${glow}"/>
        ${bars(30, 300, [180, 120])}<rect x="540" y="300" width="110" height="26" rx="13" fill="${glow}" opacity="0.75"/>`,
    })}`,
  };
  // The centrepiece: the signal's sits low on its chart, clear of the spike it explains.
  const [bx, by, r] = {
    orbits: [cx, cy, 96],
    grid: [cx, cy, 96],
    signal: [300, 250, 70],
    consent: [250, 140, 76],
    steps: [780, 400, 80],
    verify: [640, 110, 64],
  }[motif];
  // Every other cover mirrors, unless its fragments hold glyphs or ticks, which must not read backwards.
  const mirrored = layout % 2 === 1 && (motif === "orbits" || motif === "signal");
  const mirror = mirrored ? ` transform="translate(960 0) scale(-1 1)"` : "";
  const centre = mirrored ? 960 - bx : bx;
  return svg(`
    ${backdrop(W, H, pressGlows(glow, colour))}
    <g${mirror}>${motifs[motif]}</g>
    ${badge(icon, centre, by, r, colour)}`);
}

/**
 * Careers: the team at work. Three of the team, drawn by `portraits.mjs` at a size a phone still
 * reads, side by side at one desk with their laptops, before a wall screen of the week's chart,
 * on the artwork's backdrop.
 * @param {string[]} people names from team.json, drawn left to right
 */
function careersArt(people) {
  const w = 1200;
  const h = 540;
  // The scene sits low in the frame, so the desk's front shows as a ledge, not an empty band.
  const DESK_DROP = 46;
  const seats = [250, 600, 950];
  const scale = 0.84;
  const busts = people
    .map(
      (name, i) =>
        `<g transform="translate(${seats[i] - 256 * scale} ${14 + (i % 2) * 12}) scale(${scale})">${figure(name, `c${i}`)}</g>`,
    )
    .join("");
  const laptops = seats
    .map(
      (x, i) =>
        `<path d="M${x - 100} 452L${x - 84} 362H${x + 84}L${x + 100} 452Z" fill="${raised}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/>
         <circle cx="${x}" cy="408" r="9" fill="${[accent, teal, success][i]}" opacity="0.8"/>`,
    )
    .join("");
  const chart = [70, 110, 90, 150, 130, 190, 230]
    .map(
      (height, i) =>
        `<rect x="${700 + i * 24}" y="${222 - height * 0.7}" width="14" height="${height * 0.7}" rx="4" fill="${teal}" opacity="${0.35 + i * 0.08}"/>`,
    )
    .join("");
  return svg(
    `${backdrop(
      w,
      h,
      [
        { x: 0.22, y: 0.3, r: 0.4, colour: accent, opacity: 0.22 },
        { x: 0.8, y: 0.35, r: 0.42, colour: teal, opacity: 0.24 },
      ],
      15,
    )}
    <g transform="translate(0 ${DESK_DROP})">
    ${panel({ x: 330, y: 36, w: 540, h: 210, body: `<rect x="28" y="28" width="110" height="11" rx="5.5" fill="${text}" opacity="0.8"/>${bars(28, 64, [120, 90, 104, 70], muted)}` })}
    ${chart}
    ${busts}
    <rect x="-10" y="446" width="${w + 20}" height="${h - 430}" fill="${surface}" stroke="${line}" stroke-width="3"/>
    <path d="M0 450H${w}" stroke="${text}" stroke-opacity="0.12" stroke-width="2"/>
    ${laptops}
    </g>`,
    w,
    h,
  );
}

/**
 * Each blog topic's glyphs and motif, by the post's category (English, content/blog-posts.json):
 * a category's posts take its glyphs in turn, so two posts of one topic never share a cover.
 * @type {Record<string, { icons: string[], motif: "orbits" | "grid" | "signal" | "consent" | "steps" | "verify" }>}
 */
const BLOG_TOPICS = {
  UPI: { icons: ["ArrowsClockwise"], motif: "orbits" },
  Payouts: { icons: ["PaperPlaneTilt"], motif: "orbits" },
  Compliance: { icons: ["Scales"], motif: "consent" },
  Guide: { icons: ["BookOpenText"], motif: "steps" },
  Engineering: { icons: ["TreeStructure", "GitMerge"], motif: "grid" },
  Verification: { icons: ["Bank"], motif: "grid" },
  BBPS: { icons: ["Receipt"], motif: "orbits" },
  KYC: { icons: ["IdentificationCard"], motif: "verify" },
  Fraud: { icons: ["Pulse"], motif: "signal" },
};

/**
 * About: the platform as one hub, the company's mark, wired to the four it joins up: a bank, a
 * merchant's shop, a phone paying by UPI and an identity check, payments travelling the wires.
 * A picture of what the company does, not a chart: it has no axes, so it draws none.
 */
function platformArt() {
  const w = 1200;
  const h = 900;
  const [cx, cy] = [600, 450];
  /** @type {[number, number, string, string][]} each party's card centre, glyph and wire colour */
  const parties = [
    [250, 230, "Bank", teal],
    [950, 230, "Storefront", accent],
    [250, 670, "DeviceMobile", accent],
    [950, 670, "IdentificationCard", teal],
  ];
  // A wire leaves its card from the side that faces the hub.
  const edge = (/** @type {number} */ x) => (x < cx ? x + 140 : x - 140);
  const wires = parties
    .map(([x, y, , tone]) => {
      const from = edge(x);
      const bend = `M${from} ${y}C${(from + cx) / 2} ${y} ${(from + cx) / 2} ${cy} ${cx} ${cy}`;
      return `<path d="${bend}" fill="none" stroke="${tone}" stroke-opacity="0.65" stroke-width="5" stroke-dasharray="3 16" stroke-linecap="round"/>`;
    })
    .join("");
  // A payment on each wire, half-way along it (where the curve turns).
  const packets = parties
    .map(
      ([x, y, , tone]) =>
        `<circle cx="${(edge(x) + cx) / 2}" cy="${(y + cy) / 2}" r="13" fill="${tone}" stroke="${raised}" stroke-width="5"/>`,
    )
    .join("");
  const cards = parties
    .map(([x, y, icon, tone]) =>
      panel({
        x: x - 140,
        y: y - 105,
        w: 280,
        h: 210,
        rx: 28,
        body: `<rect x="30" y="30" width="96" height="96" rx="24" fill="${tone}" fill-opacity="0.1" stroke="${tone}" stroke-opacity="0.55" stroke-width="3"/>
          ${glyph(icon, { x: 46, y: 46, size: 64, colour: tone })}
          ${bars(150, 50, [98, 70, 84], muted, 26)}
          <rect x="30" y="152" width="220" height="12" rx="6" fill="${line}"/>
          <rect x="30" y="152" width="${x < cx ? 150 : 120}" height="12" rx="6" fill="${tone}" opacity="0.7"/>`,
      }),
    )
    .join("");
  // The hub: the brand's mark (src/components/layout/brand-mark.tsx's curves) on a lime tile. No rings round it:
  // they made the WebP the page loads markedly larger and said nothing the wires do not.
  const hub = `
    <rect x="${cx - 100}" y="${cy - 88}" width="200" height="200" rx="50" fill="#000000" opacity="0.35"/>
    <g transform="translate(${cx - 100} ${cy - 100}) scale(${200 / 512})">
      <rect width="512" height="512" rx="120" fill="${accent}"/>
      <path d="M112 320C168 320 184 192 256 192C328 192 344 320 400 320M112 208C152 208 165 152 208 152" fill="none" stroke="${ink}" stroke-width="44" stroke-linecap="round"/>
    </g>`;
  return svg(`${backdrop(w, h, pressGlows(accent, teal))}${wires}${packets}${cards}${hub}`, w, h);
}

/**
 * Entries of a content file.
 * @param {string} file
 * @returns {Record<string, string>[]}
 */
const entries = (file) => JSON.parse(fs.readFileSync(`content/${file}`, "utf8"));

/** The subject of each press release, by slug. */
const PRESS_ICONS = {
  "trustgrid-launch": "ShieldCheck",
  "cooperative-bank-partnership": "Handshake",
  "erp-payouts-integration": "PlugsConnected",
  "secureflow-launch": "Pulse",
};
/** Each case study's client line of business, by slug. */
const CLIENT_ICONS = {
  "checkout-cart-abandonment": "ShoppingCartSimple",
  "nbfc-loan-disbursal": "HandCoins",
  "fraud-claims-reduction": "Bank",
};
/** Each event's topic, by slug. */
const EVENT_ICONS = {
  "upi-autopay-masterclass": "ArrowsClockwise",
  "fintech-connect-gurgaon": "UsersThree",
  "bbps-integration-deep-dive": "Receipt",
  "payment-aggregator-guidelines-explained": "Scales",
  "payments-summit-bengaluru": "MicrophoneStage",
};
/** Entry colours in turn: [line and icon, second glow]. */
const TONES = [
  [accent, teal],
  [teal, accent],
  [success, teal],
  [accent, success],
  [teal, success],
];

/**
 * @param {Record<string, string>} table
 * @param {string} slug
 */
const lookUp = (table, slug) => {
  if (!table[slug]) throw new Error(`scripts/media/illustrations.mjs: no motif for "${slug}"`);
  return table[slug];
};

/** Entries of one category take its arrangements in turn: the count of the category seen so far. */
function arrangements() {
  /** @type {Record<string, number>} */
  const seen = {};
  return (/** @type {string} */ category) => {
    seen[category] = (seen[category] ?? -1) + 1;
    return seen[category];
  };
}

export function generateIllustrations() {
  const clients = /** @type {{ name: string, logo: string }[]} */ (
    /** @type {unknown} */ (entries("client-logos.json"))
  );
  const layouts = arrangements();
  entries("press-releases.json").forEach((release, i) => {
    const [colour, glow] = TONES[i % TONES.length];
    const draw = PRESS_ART[/** @type {keyof typeof PRESS_ART} */ (release.category)];
    if (!draw)
      throw new Error(`scripts/media/illustrations.mjs: no press composition for category "${release.category}"`);
    const art = draw({ icon: lookUp(PRESS_ICONS, release.slug), colour, glow, layout: layouts(release.category) });
    writePng(`content/${release.image}`, art, 800, FONT_FILES);
  });
  entries("case-studies.json").forEach((study, i) => {
    const [colour, glow] = TONES[i % TONES.length];
    const client = clients.find((c) => c.name === study.company);
    if (!client) throw new Error(`client-logos.json has no logo for ${study.company}`);
    const rising = /increase|lift|growth/i.test(study.metricLabel);
    const art = caseStudyArt({
      logo: client.logo,
      value: study.metricValue,
      rising,
      icon: lookUp(CLIENT_ICONS, study.slug),
      colour,
      glow,
    });
    writePng(`content/${study.image}`, art, 800, FONT_FILES);
  });
  entries("events.json").forEach((event, i) => {
    const [colour, glow] = TONES[i % TONES.length];
    const draw = EVENT_ART[/** @type {keyof typeof EVENT_ART} */ (event.category)];
    if (!draw)
      throw new Error(`scripts/media/illustrations.mjs: no event composition for category "${event.category}"`);
    const art = draw({ icon: lookUp(EVENT_ICONS, event.slug), colour, glow, layout: layouts(event.category) });
    writePng(`content/${event.image}`, art, 800, FONT_FILES);
  });
  entries("blog-posts.json").forEach((post, i) => {
    if (!post.image) return;
    const [colour, glow] = TONES[i % TONES.length];
    const topic = BLOG_TOPICS[post.category];
    if (!topic) throw new Error(`scripts/media/illustrations.mjs: no cover for blog category "${post.category}"`);
    const icon = topic.icons[layouts(`blog ${post.category}`) % topic.icons.length];
    if (!post.image.endsWith(".svg"))
      throw new Error(`scripts/media/illustrations.mjs: blog covers are drawn as .svg; ${post.image} is not one`);
    writeSvg(`content/${post.image}`, blogArt({ icon, motif: topic.motif, colour, glow, layout: i }));
  });
  const careers = /** @type {{ image?: string }} */ (
    /** @type {unknown} */ (JSON.parse(fs.readFileSync("content/careers.json", "utf8")))
  );
  const team = /** @type {{ name: string }[]} */ (/** @type {unknown} */ (entries("team.json")));
  if (careers.image)
    writePng(`content/${careers.image}`, careersArt([team[0], team[5], team[3]].map((p) => p.name)), 1200);
  const about = /** @type {{ image: string }} */ (
    /** @type {unknown} */ (JSON.parse(fs.readFileSync("content/about.json", "utf8")))
  );
  writePng(`content/${about.image}`, platformArt(), 1200);
}
