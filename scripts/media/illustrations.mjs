// Artwork of its own for each kind of entry, drawn as SVG in the brand palette and rasterised:
// press releases a newspaper page and the news's subject, case studies the client's wordmark and
// its result, events a calendar leaf with the date and the topic, and the About block's chart.
// Every motif sits inside the frame with room around it, so no card crops it.
import fs from "node:fs";
import { FONT_FILES } from "./lib/fonts.mjs";
import { glyph } from "./lib/phosphor.mjs";
import { accent, ink, line, muted, raised, success, surface, teal, text } from "./lib/palette.mjs";
import { writePng } from "./lib/raster.mjs";

const W = 960;
const H = 540;

/**
 * The dark base every artwork shares: two soft glows in the entry's colours and a faint grid.
 * @param {number} w
 * @param {number} h
 * @param {string} glow
 * @param {string} glow2
 */
function backdrop(w, h, glow, glow2) {
  const step = w / 12;
  const grid = [];
  for (let x = step; x < w; x += step) grid.push(`M${x} 0V${h}`);
  for (let y = step; y < h; y += step) grid.push(`M0 ${y}H${w}`);
  return `
    <defs>
      <radialGradient id="base" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${raised}"/><stop offset="1" stop-color="${ink}"/></radialGradient>
      <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${h / 7}"/></filter>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#base)"/>
    <circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.32}" fill="${glow}" opacity="0.3" filter="url(#blur)"/>
    <circle cx="${w * 0.18}" cy="${h * 0.85}" r="${h * 0.26}" fill="${glow2}" opacity="0.22" filter="url(#blur)"/>
    <path d="${grid.join("")}" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/>`;
}

/**
 * Words set in Inter (drawn as pixels here; the fonts never ship).
 * @param {string} content
 * @param {{ x: number, y: number, size: number, colour: string, weight?: number, anchor?: string, tracking?: number }} style
 */
const words = (content, { x, y, size, colour, weight = 600, anchor = "start", tracking = 0 }) =>
  `<text x="${x}" y="${y}" font-family="Inter" font-weight="${weight}" font-size="${size}" fill="${colour}"` +
  ` text-anchor="${anchor}" letter-spacing="${tracking}">${content}</text>`;

/**
 * A round badge holding an icon, ringed in the entry's colour.
 * @param {string} icon Phosphor name
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} colour
 */
const badge = (icon, cx, cy, r, colour) => `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${surface}" stroke="${colour}" stroke-opacity="0.55" stroke-width="3"/>
  <circle cx="${cx}" cy="${cy}" r="${r - 18}" fill="${colour}" fill-opacity="0.08"/>
  ${glyph(icon, { x: cx - r * 0.55, y: cy - r * 0.55, size: r * 1.1, colour })}`;

/** @param {string} body */
const svg = (body, w = W, h = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/**
 * Press: a tilted newspaper page (masthead, date, headline and columns) beside the news's subject.
 * @param {{ date: string, icon: string, colour: string, glow: string }} entry
 */
function pressArt({ date, icon, colour, glow }) {
  const columns = [0, 1]
    .map((column) =>
      [0, 1, 2, 3, 4, 5]
        .map((row) => {
          const width = row === 5 ? 70 : 128;
          return `<rect x="${56 + column * 150}" y="${236 + row * 22}" width="${width}" height="8" rx="4" fill="${muted}" opacity="0.45"/>`;
        })
        .join(""),
    )
    .join("");
  return svg(`
    ${backdrop(W, H, glow, colour)}
    <g transform="translate(150 70) rotate(-5 170 200)">
      <rect x="8" y="12" width="340" height="400" rx="14" fill="#000000" opacity="0.35"/>
      <rect width="340" height="400" rx="14" fill="${raised}" stroke="${line}" stroke-width="2"/>
      ${words("PRESS RELEASE", { x: 36, y: 56, size: 17, colour: text, weight: 700, tracking: 3 })}
      ${words(date.toUpperCase(), { x: 36, y: 82, size: 13, colour: muted, tracking: 1.5 })}
      <rect x="36" y="100" width="268" height="3" fill="${colour}"/>
      <rect x="36" y="126" width="252" height="16" rx="8" fill="${text}" opacity="0.9"/>
      <rect x="36" y="154" width="188" height="16" rx="8" fill="${text}" opacity="0.9"/>
      <rect x="36" y="190" width="268" height="22" rx="6" fill="${colour}" opacity="0.18"/>
      ${columns}
    </g>
    ${badge(icon, 690, 270, 130, colour)}`);
}

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
    ${backdrop(W, H, glow, colour)}
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

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/**
 * Event: a calendar leaf with the event's date, its format (online or on site) and its topic.
 * @param {{ date: string, online: boolean, icon: string, colour: string, glow: string }} entry
 */
function eventArt({ date, online, icon, colour, glow }) {
  const [, day, month, year] = /** @type {RegExpMatchArray} */ (date.match(/^(\d{1,2}) (\w+) (\d{4})/));
  const monthLabel = MONTHS[new Date(`${month} 1, 2000`).getMonth()];
  return svg(`
    ${backdrop(W, H, glow, colour)}
    <g transform="translate(150 95)">
      <rect x="8" y="12" width="300" height="340" rx="22" fill="#000000" opacity="0.35"/>
      <rect width="300" height="340" rx="22" fill="${raised}" stroke="${line}" stroke-width="2"/>
      <path d="M0 22a22 22 0 0 1 22-22h256a22 22 0 0 1 22 22v70H0z" fill="${colour}"/>
      <rect x="70" y="-16" width="14" height="40" rx="7" fill="${muted}"/>
      <rect x="216" y="-16" width="14" height="40" rx="7" fill="${muted}"/>
      ${words(monthLabel, { x: 150, y: 66, size: 34, colour: ink, weight: 700, anchor: "middle", tracking: 4 })}
      ${words(day, { x: 150, y: 238, size: 124, colour: text, weight: 700, anchor: "middle", tracking: -4 })}
      ${words(year, { x: 150, y: 298, size: 24, colour: muted, anchor: "middle", tracking: 2 })}
    </g>
    ${badge(icon, 700, 250, 120, colour)}
    <g transform="translate(600 408)">
      <rect width="200" height="48" rx="24" fill="${surface}" stroke="${line}" stroke-width="2"/>
      ${glyph(online ? "VideoCamera" : "MapPin", { x: 22, y: 11, size: 26, colour })}
      ${words(online ? "ONLINE" : "ON SITE", { x: 60, y: 31, size: 16, colour: text, weight: 700, tracking: 2 })}
    </g>`);
}

/** About: steady growth, bars rising under a smooth trend line that never doubles back. */
function aboutArt() {
  const w = 1200;
  const h = 900;
  const heights = [150, 190, 230, 290, 340, 410, 470, 540];
  const barWidth = 70;
  const gap = 42;
  const left = 190;
  const base = 760;
  const tops = heights.map((height, i) => ({ x: left + i * (barWidth + gap) + barWidth / 2, y: base - height }));
  // A Catmull-Rom curve through the bar tops as cubic Béziers: smooth, and monotonic like the data.
  let trend = `M${tops[0].x} ${tops[0].y - 40}`;
  for (let i = 0; i < tops.length - 1; i++) {
    const [p0, p1, p2, p3] = [tops[Math.max(i - 1, 0)], tops[i], tops[i + 1], tops[Math.min(i + 2, tops.length - 1)]];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 - 40 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 - 40 };
    trend += `C${c1.x} ${c1.y} ${c2.x} ${c2.y} ${p2.x} ${p2.y - 40}`;
  }
  const bars = tops
    .map(
      ({ x, y }, i) =>
        `<rect x="${x - barWidth / 2}" y="${y}" width="${barWidth}" height="${base - y}" rx="10" fill="url(#bar)" opacity="${0.45 + i * 0.07}"/>`,
    )
    .join("");
  const dots = tops
    .map(({ x, y }) => `<circle cx="${x}" cy="${y - 40}" r="9" fill="${ink}" stroke="${accent}" stroke-width="5"/>`)
    .join("");
  const rules = [0, 1, 2, 3, 4]
    .map((i) => `<path d="M150 ${base - i * 130}H1080" stroke="${line}" stroke-width="2"/>`)
    .join("");
  return svg(
    `${backdrop(w, h, accent, teal)}
    <defs><linearGradient id="bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${teal}"/><stop offset="1" stop-color="${teal}" stop-opacity="0.15"/></linearGradient></defs>
    ${rules}${bars}
    <path d="${trend}" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>
    ${dots}`,
    w,
    h,
  );
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

export function generateIllustrations() {
  const clients = /** @type {{ name: string, logo: string }[]} */ (
    /** @type {unknown} */ (entries("client-logos.json"))
  );
  entries("press-releases.json").forEach((release, i) => {
    const [colour, glow] = TONES[i % TONES.length];
    const art = pressArt({ date: release.date, icon: lookUp(PRESS_ICONS, release.slug), colour, glow });
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
    const art = eventArt({
      date: event.date,
      online: event.category === "Webinar",
      icon: lookUp(EVENT_ICONS, event.slug),
      colour,
      glow,
    });
    writePng(`content/${event.image}`, art, 800, FONT_FILES);
  });
  const about = /** @type {{ image: string }} */ (
    /** @type {unknown} */ (JSON.parse(fs.readFileSync("content/about.json", "utf8")))
  );
  writePng(`content/${about.image}`, aboutArt(), 1200);
}
