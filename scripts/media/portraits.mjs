// Illustrated portraits for every person the site shows (team, client testimonials, /feedback),
// one editorial series in the site's illustration system: stylised, never semi-realistic, so a
// portrait can never read as a failed photograph. Every person is built from the same few
// confident shapes (an egg of a head turned three-quarters, a neck, shoulders, hair as one or two
// masses), each area one colour with one soft shade, the key light always from the upper left
// (the shade falls on the viewer's right and under the jaw) and a rim of the person's own brand
// colour on the far contour, and the face kept minimal: dark almond eyes, brows, the nose told by
// one line on its shadow side, a calm closed mouth. The backdrop is the press art's (a raised dark
// field, a faint grid, a glow of the person's colour behind the head; lib/backdrop.mjs), the crop
// the same for all. Each person is art-directed in `LOOKS`; a new person needs a line there (the
// script stops and says so). No photographs, no outside images. Rendered to PNG at the path the
// content file names.
import fs from "node:fs";
import { writePng } from "./lib/raster.mjs";
import { backdrop } from "./lib/backdrop.mjs";
import { accent, success, teal } from "./lib/palette.mjs";

/** The drawing's own square, scaled to each output width. */
const S = 512;
/** The head's centre and half-height on that square; everything else is placed from these. */
const HX = S / 2;
const HY = 222;
const HH = 104;

/**
 * A colour between two "#rrggbb" colours: k = 0 is `a`, 1 is `b`.
 * @param {string} a
 * @param {string} b
 * @param {number} k
 */
function mix(a, b, k) {
  const channel = (/** @type {string} */ hex, /** @type {number} */ i) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * k)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
/** The one shade an area may have: warm, as skin and cloth go in daylight, never grey. */
const shade = (/** @type {string} */ colour, /** @type {number} */ k = 0.2) => mix(colour, "#2a1610", k);

/** A point [x, y]. @typedef {[number, number]} Point */

/**
 * A smooth closed (or open) path through the points: Catmull-Rom turned into cubic Béziers, so
 * shapes are drawn as landmarks rather than as control handles.
 * @param {Point[]} points
 * @param {boolean} [closed]
 */
function curve(points, closed = true) {
  const n = points.length;
  const at = (/** @type {number} */ i) => points[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))];
  const r = (/** @type {number} */ v) => Math.round(v * 10) / 10;
  let d = `M${r(points[0][0])} ${r(points[0][1])}`;
  for (let i = 0; i < (closed ? n : n - 1); i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r(c1[0])} ${r(c1[1])} ${r(c2[0])} ${r(c2[1])} ${r(p2[0])} ${r(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Complexions across the people of India, fair to deep. */
const SKIN = ["#efc9a8", "#e2b38f", "#cf9b73", "#bb845d", "#a16b47", "#865236", "#693f28"];
const HAIR_COLOUR = {
  black: "#1b1716",
  brown: "#3d2a20",
  chestnut: "#6a3f27",
  grey: "#c4c2bf",
  salt: "#8b8784",
};
/** Clothing: the brand's navy and teal first, then a few quiet naturals. */
const CLOTH = {
  navy: "#22324f",
  charcoal: "#343a45",
  white: "#eef1f4",
  ivory: "#efe7d8",
  sky: "#bcd3e6",
  maroon: "#7a2638",
  olive: "#5d6a45",
  teal: mix(teal, "#0b3b3a", 0.55),
  mustard: "#d6a437",
  beige: "#d8c6a4",
  plum: "#5a3656",
  rust: "#a8552f",
  stone: "#8f8a80",
  forest: "#2f5142",
  saffron: "#dc8a30",
};

/** Each person's own light, from the brand tokens: the glow behind the head and the rim light. */
const GLOWS = { teal, lime: accent, mint: success };

/**
 * @typedef {object} Look
 * @property {number} skin index into SKIN
 * @property {number} age roughly, for the face's lines and the hair's grey
 * @property {"m" | "f"} build jaw, brow and shoulders
 * @property {"side" | "crop" | "wave" | "receding" | "long" | "bun" | "bob" | "braid" | "curls" | "pixie" | "turban"} hair
 * @property {keyof typeof HAIR_COLOUR} hairColour
 * @property {"blazer" | "shirt" | "kurta" | "nehru" | "saree" | "turtleneck" | "knit"} wear
 * @property {keyof typeof CLOTH} cloth
 * @property {keyof typeof CLOTH} [inner] what shows under a blazer, a jacket or a drape
 * @property {keyof typeof CLOTH} [turban]
 * @property {boolean} [glasses]
 * @property {"beard" | "moustache" | "full"} [facial]
 * @property {boolean} [bindi]
 * @property {boolean} [earrings]
 * @property {number} turn the head's turn, -1 (to the viewer's left) to 1, kept small
 * @property {number} [tilt] degrees the head leans
 * @property {number} [smile] 0 is at rest, 1 a warm closed smile
 * @property {number} [broad] the face's width against the standard 1
 * @property {keyof typeof GLOWS} glow the colour of the light behind the person
 */

/**
 * Each person's look, chosen by eye as an art director would brief an illustrator: a name alone
 * says nothing of a face, so a new person needs a line here (the script stops and says so).
 * @type {Record<string, Look>}
 */
const LOOKS = {
  "Aarav Malhotra": {
    skin: 2,
    age: 38,
    build: "m",
    hair: "side",
    hairColour: "black",
    wear: "blazer",
    cloth: "navy",
    inner: "white",
    turn: -0.14,
    smile: 0.6,
    glow: "teal",
  },
  "Ishita Rao": {
    skin: 3,
    age: 36,
    build: "f",
    hair: "long",
    hairColour: "black",
    wear: "blazer",
    cloth: "charcoal",
    inner: "ivory",
    earrings: true,
    turn: 0.12,
    tilt: -2,
    smile: 0.7,
    broad: 0.97,
    glow: "lime",
  },
  "Kabir Sethi": {
    skin: 1,
    age: 34,
    build: "m",
    hair: "crop",
    hairColour: "brown",
    wear: "knit",
    cloth: "forest",
    inner: "sky",
    glasses: true,
    turn: 0.1,
    smile: 0.45,
    glow: "mint",
  },
  "Meera Iyer": {
    skin: 5,
    age: 42,
    build: "f",
    hair: "bun",
    hairColour: "black",
    wear: "saree",
    cloth: "maroon",
    inner: "mustard",
    bindi: true,
    earrings: true,
    turn: -0.1,
    smile: 0.65,
    glow: "teal",
  },
  "Rajiv Khanna": {
    skin: 2,
    age: 62,
    build: "m",
    hair: "receding",
    hairColour: "grey",
    wear: "blazer",
    cloth: "charcoal",
    inner: "sky",
    glasses: true,
    facial: "moustache",
    turn: 0.08,
    smile: 0.5,
    broad: 1.05,
    glow: "mint",
  },
  "Ananya Desai": {
    skin: 1,
    age: 33,
    build: "f",
    hair: "bob",
    hairColour: "brown",
    wear: "turtleneck",
    cloth: "olive",
    glasses: true,
    earrings: true,
    turn: -0.12,
    tilt: 2,
    smile: 0.55,
    broad: 0.95,
    glow: "lime",
  },
  "Priya Nair": {
    skin: 4,
    age: 35,
    build: "f",
    hair: "braid",
    hairColour: "black",
    wear: "kurta",
    cloth: "teal",
    earrings: true,
    turn: 0.12,
    smile: 0.7,
    glow: "lime",
  },
  "Vikram Singh": {
    skin: 3,
    age: 46,
    build: "m",
    hair: "turban",
    hairColour: "black",
    turban: "navy",
    wear: "shirt",
    cloth: "sky",
    facial: "full",
    turn: -0.08,
    smile: 0.5,
    broad: 1.04,
    glow: "teal",
  },
  "Sneha Kulkarni": {
    skin: 0,
    age: 41,
    build: "f",
    hair: "pixie",
    hairColour: "chestnut",
    wear: "blazer",
    cloth: "plum",
    inner: "white",
    glasses: true,
    earrings: true,
    turn: 0.1,
    smile: 0.5,
    broad: 0.96,
    glow: "mint",
  },
  "Arjun Bhatia": {
    skin: 5,
    age: 50,
    build: "m",
    hair: "wave",
    hairColour: "salt",
    wear: "blazer",
    cloth: "navy",
    inner: "sky",
    turn: -0.1,
    smile: 0.4,
    broad: 1.03,
    glow: "lime",
  },
  "Rahul Saxena": {
    skin: 2,
    age: 31,
    build: "m",
    hair: "curls",
    hairColour: "brown",
    wear: "knit",
    cloth: "rust",
    inner: "ivory",
    facial: "beard",
    turn: 0.14,
    smile: 0.75,
    glow: "mint",
  },
  "Anjali Deshmukh": {
    skin: 4,
    age: 29,
    build: "f",
    hair: "long",
    hairColour: "brown",
    wear: "shirt",
    cloth: "white",
    glasses: true,
    earrings: true,
    turn: -0.12,
    tilt: 2,
    smile: 0.7,
    glow: "teal",
  },
  "Manoj Rawat": {
    skin: 6,
    age: 54,
    build: "m",
    hair: "side",
    hairColour: "salt",
    wear: "nehru",
    cloth: "stone",
    inner: "ivory",
    facial: "moustache",
    turn: 0.1,
    smile: 0.45,
    broad: 1.05,
    glow: "teal",
  },
};

/**
 * The head's frame for one look: its half-width, which way it turns (1: toward the viewer's
 * right), the axis the features sit on, and `P`, which places a point given for a head turned
 * right, mirrored when it turns left. Light never mirrors: shades are placed in absolute terms.
 * @param {Look} look
 */
function frame(look) {
  const w = (look.build === "m" ? 76 : 70) * (look.broad ?? 1);
  const s = look.turn < 0 ? -1 : 1;
  const fx = HX + s * 0.24 * w;
  /** @type {(ox: number, oy: number) => Point} */
  const P = (ox, oy) => [HX + s * ox, HY + oy];
  /** @param {[number, number][]} points */
  const path = (points) => curve(points.map(([ox, oy]) => P(ox, oy)));
  return { w, s, fx, P, path };
}

/** @typedef {ReturnType<typeof frame>} Frame */

/**
 * The face's outline: an egg whose chin follows the turn, the far cheekbone just showing.
 * @param {Frame} f
 */
const faceOutline = ({ w, path }) =>
  path([
    [0, -HH],
    [0.78 * w, -86],
    [w, -30],
    [0.97 * w, 20],
    [0.84 * w, 62],
    [0.52 * w, 94],
    [0.24 * w, HH + 2],
    [-0.1 * w, HH],
    [-0.5 * w, 90],
    [-0.86 * w, 56],
    [-w, 10],
    [-w, -34],
    [-0.78 * w, -86],
  ]);

/**
 * Hair as masses: `back` goes behind the head (or the body), `front` over the brow, `lock` over
 * the shoulder; points are given for a head turned right (see `frame`).
 * @param {Look} look
 * @param {Frame} f
 * @returns {{ back?: [number, number][], behindBody?: boolean, front?: [number, number][], lock?: [number, number][], bun?: boolean, braid?: boolean }}
 */
function hairMasses(look, { w }) {
  /** @type {[number, number][]} */
  const womanCap = [
    [-w - 6, 10],
    [-w - 10, -50],
    [-0.7 * w - 8, -104],
    [-0.2 * w, -124],
    [0.4 * w, -120],
    [0.85 * w + 6, -92],
    [w + 8, -40],
    [w + 4, 12],
    [w - 4, -20],
    [0.8 * w, -56],
    [0.3 * w, -74],
    [-0.15 * w, -80],
    [-0.6 * w, -66],
    [-0.9 * w, -36],
    [-w + 3, -6],
  ];
  /** @type {Record<Look["hair"], ReturnType<typeof hairMasses>>} */
  const styles = {
    side: {
      front: [
        [-w - 3, 4],
        [-w - 8, -40],
        [-0.86 * w - 12, -90],
        [-0.45 * w, -124],
        [0.1 * w, -130],
        [0.6 * w, -118],
        [0.92 * w + 8, -84],
        [w + 5, -36],
        [w + 1, -4],
        [w - 8, -30],
        [0.8 * w, -60],
        [0.3 * w, -72],
        [-0.2 * w, -74],
        [-0.5 * w, -80],
        [-0.86 * w, -54],
        [-w + 4, -20],
      ],
    },
    crop: {
      front: [
        [-w - 2, 0],
        [-w - 5, -44],
        [-0.84 * w - 6, -92],
        [-0.4 * w, -116],
        [0.1 * w, -120],
        [0.6 * w, -110],
        [0.88 * w + 5, -86],
        [w + 4, -40],
        [w + 1, 0],
        [w - 6, -30],
        [0.8 * w, -62],
        [0.3 * w, -68],
        [-0.3 * w, -68],
        [-0.8 * w, -56],
        [-w + 4, -26],
      ],
    },
    wave: {
      front: [
        [-w - 3, 4],
        [-w - 10, -42],
        [-0.86 * w - 14, -96],
        [-0.4 * w, -134],
        [0.2 * w, -134],
        [0.66 * w, -120],
        [0.94 * w + 10, -86],
        [w + 6, -36],
        [w + 1, -4],
        [w - 8, -32],
        [0.74 * w, -64],
        [0.35 * w, -66],
        [0.05 * w, -82],
        [-0.4 * w, -78],
        [-0.86 * w, -56],
        [-w + 4, -20],
      ],
    },
    receding: {
      front: [
        [-w - 3, 2],
        [-w - 6, -44],
        [-0.86 * w - 5, -88],
        [-0.45 * w, -114],
        [0.1 * w, -118],
        [0.6 * w, -110],
        [0.9 * w + 5, -84],
        [w + 4, -40],
        [w + 1, 0],
        [w - 6, -30],
        [0.84 * w, -60],
        [0.5 * w, -84],
        [0.1 * w, -90],
        [-0.4 * w, -86],
        [-0.8 * w, -64],
        [-w + 4, -28],
      ],
    },
    curls: {
      front: [
        ...Array.from({ length: 11 }, (_, i) => {
          const a = Math.PI * (1.1 + (0.8 * i) / 10);
          const r = i % 2 ? 1 : 1.06;
          return /** @type {[number, number]} */ ([Math.cos(a) * (w + 20) * r, -22 + Math.sin(a) * (HH + 16) * r]);
        }),
        [w - 4, -4],
        [0.82 * w, -50],
        [0.3 * w, -66],
        [-0.3 * w, -64],
        [-0.82 * w, -48],
        [-w + 4, -6],
      ],
    },
    pixie: {
      front: [
        [-w - 4, 10],
        [-w - 10, -40],
        [-0.86 * w - 12, -92],
        [-0.4 * w, -126],
        [0.2 * w, -128],
        [0.7 * w, -114],
        [w + 8, -70],
        [w + 6, -20],
        [w, 10],
        [w - 8, -26],
        [0.7 * w, -42],
        [0.3 * w, -52],
        [-0.1 * w, -64],
        [-0.5 * w, -78],
        [-0.8 * w, -62],
        [-w + 3, -20],
      ],
    },
    bob: {
      back: [
        [-w - 12, -20],
        [-w - 12, 84],
        [w + 12, 84],
        [w + 12, -20],
      ],
      front: [
        [-w - 12, 82],
        [-w - 14, 30],
        [-w - 14, -30],
        [-w - 6, -80],
        [-0.6 * w, -118],
        [0, -128],
        [0.6 * w, -118],
        [w + 6, -80],
        [w + 14, -30],
        [w + 14, 30],
        [w + 12, 82],
        [w + 4, 86],
        [w - 4, 82],
        [w - 8, 30],
        [0.84 * w, -30],
        [0.4 * w, -66],
        [-0.2 * w, -80],
        [-0.7 * w, -56],
        [-w + 2, -10],
        [-w + 4, 40],
        [-w, 82],
        [-w - 4, 86],
      ],
    },
    long: {
      behindBody: true,
      back: [
        [-w - 18, -40],
        [-w - 28, 60],
        [-w - 32, 150],
        [-w - 26, 210],
        [w + 26, 210],
        [w + 32, 150],
        [w + 28, 60],
        [w + 18, -40],
      ],
      front: [
        [-w - 16, 40],
        [-w - 18, -20],
        [-w - 10, -70],
        [-0.7 * w, -114],
        [-0.2 * w, -128],
        [0.35 * w, -124],
        [0.82 * w, -100],
        [w + 14, -50],
        [w + 16, 10],
        [w + 12, 50],
        [w - 4, 30],
        [w - 8, -14],
        [0.8 * w, -44],
        [0.35 * w, -72],
        [-0.2 * w, -82],
        [-0.6 * w, -64],
        [-0.92 * w, -24],
        [-w + 2, 30],
      ],
      lock: [
        [-w - 16, 30],
        [-w - 2, 100],
        [-w + 10, 170],
        [-w + 2, 214],
        [-w - 34, 204],
        [-w - 34, 120],
        [-w - 26, 40],
      ],
    },
    bun: { front: womanCap, bun: true },
    braid: {
      front: womanCap,
      braid: true,
      back: [
        [-w - 6, -10],
        [-w - 6, 60],
        [w + 6, 60],
        [w + 6, -10],
      ],
    },
    turban: {},
  };
  return styles[look.hair];
}

/**
 * The shade laid over whatever it covers, the same everywhere, its edge softened by the figure's
 * blur (`figure` defines it) so it reads as a turning form rather than a cut-out.
 * @param {string} id the figure's id prefix
 */
const shadeOver = (id) => `fill="#240f06" fill-opacity="0.22" filter="url(#${id}-soft)"`;

/**
 * Hair: its masses in one flat colour, the ones behind the head in its shade.
 * @param {Look} look
 * @param {Frame} f
 */
function hair(look, f) {
  const tone = HAIR_COLOUR[look.hairColour];
  const m = hairMasses(look, f);
  const { w, P, path } = f;
  // Masses behind the neck are straight-sided blocks; only long hair falls in a curve.
  const back = m.back
    ? `<path d="${m.behindBody ? path(m.back) : `M${m.back.map(([ox, oy]) => P(ox, oy).join(" ")).join("L")}Z`}" fill="${shade(tone, 0.3)}"/>`
    : "";
  const bun = m.bun ? `<circle cx="${P(-0.5 * w, -112)[0]}" cy="${HY - 112}" r="36" fill="${shade(tone, 0.15)}"/>` : "";
  const front = m.front ? `<path d="${path(m.front)}" fill="${tone}"/>` : "";
  const lock = m.lock ? `<path d="${path(m.lock)}" fill="${tone}"/>` : "";
  const braid = m.braid
    ? Array.from({ length: 6 }, (_, i) => {
        const [x, y] = P(-w + 2 + (i % 2 ? 4 : -4), 40 + i * 30);
        return `<ellipse cx="${x}" cy="${y}" rx="${17 - i}" ry="19" fill="${tone}" stroke="${shade(tone, 0.4)}" stroke-width="3"/>`;
      }).join("") + `<path d="M${P(-w + 2, 212)[0] - 6} ${HY + 212}h12l-2 18h-8z" fill="${CLOTH.mustard}"/>`
    : "";
  return { behind: m.behindBody ? back : "", back: (m.behindBody ? "" : back) + bun, front, over: lock + braid };
}

/**
 * The turban: a wrapped dome with its point over the brow and two folds in its shade.
 * @param {Look} look
 * @param {Frame} f
 * @param {string} id
 */
function turban(look, { w, path, P }, id) {
  const cloth = CLOTH[look.turban ?? "navy"];
  const outline = path([
    [-w - 8, -4],
    [-w - 16, -70],
    [-0.7 * w, -136],
    [-0.1 * w, -152],
    [0.5 * w, -146],
    [0.95 * w + 10, -100],
    [w + 10, -30],
    [w + 4, -6],
    [0.72 * w, -40],
    [0.24 * w, -60],
    [-0.3 * w, -44],
    [-0.8 * w, -30],
  ]);
  const fold = (/** @type {number} */ lift) => {
    const [a, b, c] = [P(-w - 10, -30 - lift), P(0, -64 - lift), P(w + 10, -112 - lift)];
    return `M${a[0]} ${a[1]}Q${b[0]} ${b[1]} ${c[0]} ${c[1]}`;
  };
  return `<path d="${outline}" fill="${cloth}"/>
    <clipPath id="${id}-turban"><path d="${outline}"/></clipPath>
    <g clip-path="url(#${id}-turban)" fill="none" stroke="${shade(cloth, 0.35)}" stroke-width="6" stroke-linecap="round">
      <path d="${fold(0)}"/><path d="${fold(34)}"/><path d="${fold(68)}"/>
    </g>`;
}

/**
 * The face's features on the turned axis: almond eyes, brows, the nose as one line on its
 * shadow side, a calm closed mouth; facial hair, glasses and a bindi where the look has them.
 * @param {Look} look
 * @param {Frame} f
 */
function features(look, { w, s, fx, P }) {
  const skin = SKIN[look.skin];
  const tone = HAIR_COLOUR[look.hairColour];
  const browTone = look.hairColour === "grey" || look.hairColour === "salt" ? mix(tone, "#2b2622", 0.45) : tone;
  const dark = "#221a17";
  const line = shade(skin, 0.42);
  const ey = HY + 4;
  const eyes = [
    [fx - s * 31, 11],
    [fx + s * 29, 9.5],
  ]
    .map(([x, rx]) => {
      const lid =
        look.age >= 45
          ? `<path d="M${x - rx} ${ey - 9}Q${x} ${ey - 15} ${x + rx + 1} ${ey - 8}" stroke="${line}" stroke-width="2.4" fill="none" stroke-linecap="round" opacity="0.7"/>`
          : "";
      const lash =
        look.build === "f"
          ? `<path d="M${x - rx - 1} ${ey - 1}Q${x} ${ey - 10} ${x + rx + 2} ${ey - 2}" stroke="${dark}" stroke-width="3" fill="none" stroke-linecap="round"/>`
          : "";
      return `<path d="M${x - rx} ${ey}Q${x} ${ey - 11} ${x + rx} ${ey}Q${x} ${ey + 8} ${x - rx} ${ey}Z" fill="${dark}"/>
        <circle cx="${x - 3}" cy="${ey - 2.2}" r="2.1" fill="#ffffff" opacity="0.85"/>${lid}${lash}`;
    })
    .join("");
  const by = ey - 24;
  const brows = [
    [fx - s * 31, 1],
    [fx + s * 29, 0.85],
  ]
    .map(([x, k]) => {
      const hw = 14 * k;
      const [inner, outer] = s > 0 === x < fx ? [x + hw, x - hw] : [x - hw, x + hw];
      return `<path d="M${inner} ${by + 1}Q${x} ${by - 6} ${outer} ${by + 3}" stroke="${browTone}" stroke-width="${look.build === "m" ? 6.5 : 4.5}" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  const nose = `<path d="M${fx + s * 6} ${ey + 16}C${fx + s * 10} ${ey + 26} ${fx + s * 16} ${ey + 34} ${fx + s * 13} ${ey + 40}C${fx + s * 10} ${ey + 45} ${fx + s * 2} ${ey + 45} ${fx - s * 5} ${ey + 42}" stroke="${line}" stroke-width="3.6" fill="none" stroke-linecap="round"/>`;
  const mx = fx + s * 3;
  const my = HY + 66;
  const mw = look.build === "m" ? 17 : 15;
  const smile = look.smile ?? 0.5;
  const [lx, rx] = [mx - mw * (s > 0 ? 1.04 : 0.94), mx + mw * (s > 0 ? 0.94 : 1.04)];
  const lip = mix(skin, "#9c3f45", look.build === "f" ? 0.42 : 0.2);
  const lips = `${
    look.build === "f"
      ? `<path d="M${lx} ${my}Q${mx - 6} ${my - 7} ${mx} ${my - 4}Q${mx + 6} ${my - 7} ${rx} ${my}Z" fill="${lip}"/>`
      : ""
  }<path d="M${lx + 5} ${my + 2}Q${mx} ${my + 12} ${rx - 5} ${my + 2}Z" fill="${lip}"/>
    <path d="M${lx} ${my - smile * 2}Q${mx} ${my + 2 + smile * 3} ${rx} ${my - smile * 2}" stroke="${shade(skin, 0.55)}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`;
  const folds =
    look.age >= 48
      ? `<path d="M${fx - s * 24} ${ey + 40}Q${fx - s * 30} ${my - 6} ${fx - s * 25} ${my + 6}" stroke="${line}" stroke-width="2.4" fill="none" stroke-linecap="round" opacity="0.55"/>`
      : "";
  const moustache = (/** @type {string} */ colour) =>
    `<path d="M${mx - 25} ${my - 1}C${mx - 18} ${my - 15} ${mx - 5} ${my - 15} ${mx} ${my - 10}C${mx + 5} ${my - 15} ${mx + 18} ${my - 15} ${mx + 25} ${my - 1}C${mx + 12} ${my - 6} ${mx - 12} ${my - 6} ${mx - 25} ${my - 1}Z" fill="${colour}"/>`;
  const jaw = (/** @type {number} */ top, /** @type {number} */ drop) =>
    curve([
      P(-w - 4, top),
      P(-0.62 * w, 60),
      [fx, HY + 52],
      P(0.74 * w, 58),
      P(w + 4, top),
      P(0.86 * w, 76),
      P(0.52 * w, 106 + drop * 0.6),
      [fx, HY + HH + 6 + drop],
      P(-0.2 * w, HH + 4 + drop),
      P(-0.6 * w, 100 + drop * 0.5),
      P(-0.9 * w, 64),
    ]);
  const facial = {
    moustache: moustache(tone),
    beard: `<path d="${jaw(4, 10)}" fill="${tone}"/>${moustache(tone)}`,
    full: `<path d="${jaw(0, 40)}" fill="${tone}"/>${moustache(shade(tone, 0.2))}`,
  };
  const glasses = look.glasses
    ? (() => {
        const fr = look.age > 50 ? "#7a5c3e" : "#201c1c";
        const [nx, fxx] = [fx - s * 31, fx + s * 29];
        const lens = (/** @type {number} */ x, /** @type {number} */ hw) =>
          `<rect x="${x - hw}" y="${ey - 15}" width="${hw * 2}" height="30" rx="12" fill="#ffffff" fill-opacity="0.1" stroke="${fr}" stroke-width="3.6"/>`;
        const ear = P(-w + 2, -4);
        return `${lens(nx, 21)}${lens(fxx, 18)}
          <path d="M${nx + s * 21} ${ey - 5}Q${(nx + fxx) / 2} ${ey - 11} ${fxx - s * 18} ${ey - 5}" stroke="${fr}" stroke-width="3.4" fill="none"/>
          <path d="M${nx - s * 21} ${ey - 6}L${ear[0]} ${ear[1]}" stroke="${fr}" stroke-width="3.4" stroke-linecap="round"/>`;
      })()
    : "";
  const bindi = look.bindi ? `<circle cx="${fx + s * 1}" cy="${by - 2}" r="4.4" fill="#b3263a"/>` : "";
  return (
    folds +
    (look.facial === "beard" || look.facial === "full" ? facial[look.facial] : "") +
    lips +
    (look.facial === "moustache" ? facial.moustache : "") +
    nose +
    brows +
    eyes +
    glasses +
    bindi
  );
}

/**
 * Shoulders and clothing, one flat colour per garment and its details (collars, lapels, a
 * placket, a saree's border), the body's shade laid over all of them on the viewer's right.
 * @param {Look} look
 * @param {string} id
 */
function clothing(look, id) {
  const cloth = CLOTH[look.cloth];
  const inner = CLOTH[look.inner ?? "white"];
  const neck = shade(SKIN[look.skin], 0.2);
  const bw = look.build === "m" ? 176 : 154;
  const top = look.build === "m" ? 368 : 374;
  const body = curve([
    [HX - bw - 8, 540],
    [HX - bw, 472],
    [HX - bw + 34, 420],
    [HX - 84, top + 4],
    [HX, top],
    [HX + 84, top + 4],
    [HX + bw - 34, 420],
    [HX + bw, 472],
    [HX + bw + 8, 540],
  ]);
  const light = (/** @type {string} */ c) => mix(c, "#ffffff", 0.14);
  // Collars and the shirt under a jacket sit in the jacket's shadow: small and toned down, never
  // the bright triangles of a cartoon.
  const collarTone = mix(inner, cloth, 0.22);
  const shirt = mix(inner, cloth, 0.14);
  const openNeck = `<path d="M${HX - 24} ${top - 4}L${HX + 24} ${top - 4}L${HX} ${top + 38}Z" fill="${neck}"/>`;
  const shirtCollar = (/** @type {string} */ c, /** @type {number} */ spread) =>
    `<path d="M${HX - spread} ${top - 8}L${HX - 20} ${top - 6}L${HX - 2} ${top + 26}L${HX - spread + 10} ${top + 18}Z" fill="${c}"/>
     <path d="M${HX + spread} ${top - 8}L${HX + 20} ${top - 6}L${HX + 2} ${top + 26}L${HX + spread - 10} ${top + 18}Z" fill="${shade(c, 0.12)}"/>`;
  /** @type {Record<Look["wear"], string>} */
  const wear = {
    blazer: `<path d="M${HX - 46} ${top - 6}L${HX + 46} ${top - 6}L${HX} ${top + 96}Z" fill="${shirt}"/>
      ${openNeck}${shirtCollar(collarTone, 36)}
      <path d="M${HX - 48} ${top - 2}L${HX - 2} ${top + 98}L${HX - 30} ${top + 140}L${HX - 64} ${top + 58}L${HX - 88} ${top + 52}L${HX - 70} ${top + 6}Z" fill="${light(cloth)}"/>
      <path d="M${HX + 48} ${top - 2}L${HX + 2} ${top + 98}L${HX + 30} ${top + 140}L${HX + 64} ${top + 58}L${HX + 88} ${top + 52}L${HX + 70} ${top + 6}Z" fill="${light(cloth)}"/>
      <circle cx="${HX + 4}" cy="${top + 112}" r="5" fill="${shade(cloth, 0.4)}"/>`,
    shirt: `${openNeck}${shirtCollar(mix(cloth, "#ffffff", 0.2), 40)}
      <path d="M${HX} ${top + 38}V540" stroke="${shade(cloth, 0.18)}" stroke-width="3"/>
      <circle cx="${HX + 7}" cy="${top + 62}" r="3.5" fill="${shade(cloth, 0.25)}"/><circle cx="${HX + 7}" cy="${top + 100}" r="3.5" fill="${shade(cloth, 0.25)}"/>`,
    kurta: `<path d="M${HX - 40} ${top - 12}Q${HX} ${top + 4} ${HX + 40} ${top - 12}L${HX + 40} ${top + 4}Q${HX} ${top + 20} ${HX - 40} ${top + 4}Z" fill="${shade(cloth, 0.15)}"/>
      <path d="M${HX - 7} ${top + 12}H${HX + 7}V${top + 100}H${HX - 7}Z" fill="${mix(cloth, CLOTH.mustard, 0.55)}"/>
      ${[34, 60, 86].map((y) => `<circle cx="${HX}" cy="${top + y}" r="3" fill="${CLOTH.ivory}"/>`).join("")}`,
    nehru: `<path d="M${HX - 36} ${top - 8}L${HX + 36} ${top - 8}L${HX} ${top + 60}Z" fill="${inner}"/>
      <path d="M${HX - 34} ${top - 14}Q${HX} ${top} ${HX + 34} ${top - 14}L${HX + 34} ${top - 2}Q${HX} ${top + 12} ${HX - 34} ${top - 2}Z" fill="${shade(inner, 0.08)}"/>
      <path d="M${HX - 52} ${top - 4}L${HX - 30} ${top - 2}L${HX} ${top + 60}L${HX} ${top + 70}Z" fill="${light(cloth)}"/>
      <path d="M${HX + 52} ${top - 4}L${HX + 30} ${top - 2}L${HX} ${top + 60}L${HX} ${top + 70}Z" fill="${light(cloth)}"/>
      <path d="M${HX} ${top + 64}V540" stroke="${shade(cloth, 0.3)}" stroke-width="3"/>
      ${[86, 116].map((y) => `<circle cx="${HX + 8}" cy="${top + y}" r="4" fill="${shade(cloth, 0.45)}"/>`).join("")}`,
    saree: `<path d="M${HX - 50} ${top - 6}Q${HX} ${top + 44} ${HX + 50} ${top - 6}Z" fill="${neck}"/>
      <g clip-path="url(#${id}-body)">
      <path d="M${HX + 26} ${top - 4}L${HX + bw + 30} ${top + 30}L${HX + bw + 30} 540L${HX - 124} 540Z" fill="${inner}"/>
      <path d="M${HX + 26} ${top - 4}L${HX + 42} ${top - 4}L${HX - 104} 540L${HX - 124} 540Z" fill="${cloth}"/>
      <path d="M${HX + 48} ${top - 2}L${HX - 92} 540" stroke="${cloth}" stroke-width="4"/></g>`,
    turtleneck: `<path d="M${HX - 40} ${top - 36}Q${HX} ${top - 44} ${HX + 40} ${top - 36}L${HX + 46} ${top + 10}Q${HX} ${top + 20} ${HX - 46} ${top + 10}Z" fill="${light(cloth)}"/>
      ${[-22, -8].map((y) => `<path d="M${HX - 40} ${top + y}Q${HX} ${top + y + 8} ${HX + 40} ${top + y}" stroke="${shade(cloth, 0.12)}" stroke-width="3" fill="none"/>`).join("")}`,
    knit: `<path d="M${HX - 46} ${top - 6}Q${HX} ${top + 46} ${HX + 46} ${top - 6}Z" fill="${shirt}"/>
      ${openNeck}${shirtCollar(collarTone, 34)}
      <path d="M${HX - 48} ${top - 6}Q${HX} ${top + 52} ${HX + 48} ${top - 6}" stroke="${light(cloth)}" stroke-width="12" fill="none"/>`,
  };
  return `<clipPath id="${id}-body"><path d="${body}"/></clipPath>
    <path d="${body}" fill="${cloth}"/>
    ${wear[look.wear]}
    <path clip-path="url(#${id}-body)" d="${curve([
      [HX + 0.48 * bw, top - 20],
      [HX + 0.6 * bw, 450],
      [HX + 0.52 * bw, 540],
      [HX + bw + 40, 540],
      [HX + bw + 40, top - 20],
    ])}" ${shadeOver(id)}/>`;
}

/**
 * A person's head and shoulders, without a background, on the drawing's 512 px square: for a
 * portrait, or placed in a larger scene (the careers artwork).
 * @param {string} name
 * @param {string} id prefix for the drawing's ids, unique within the document it goes into
 */
export function figure(name, id = "p") {
  const look = LOOKS[name];
  if (!look) throw new Error(`scripts/media/portraits.mjs: add "${name}" to LOOKS`);
  const f = frame(look);
  const { w, s, P } = f;
  const skin = SKIN[look.skin];
  const neckW = look.build === "m" ? 36 : 29;
  const face = faceOutline(f);
  const h = hair(look, f);
  const ear = (/** @type {number} */ side, /** @type {number} */ rx) => {
    const [x, y] = P(side * (w - 4), 10);
    const fill = x > HX ? shade(skin, 0.2) : skin;
    return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="20" fill="${fill}"/>
      <path d="M${x - s * side * -3} ${y - 10}q${side * s * 7} 6 ${side * s * 2} 18" stroke="${shade(skin, 0.35)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  };
  const earrings = look.earrings
    ? (() => {
        const [x, y] = P(-w + 2, 32);
        return `<circle cx="${x}" cy="${y}" r="5" fill="#dcb24c"/><circle cx="${x}" cy="${y + 12}" r="3.6" fill="#dcb24c"/>`;
      })()
    : "";
  // Light from the upper left: the face's shade is a flat band on the viewer's right.
  const faceShade = `<path clip-path="url(#${id}-face)" d="${curve([
    [HX + 0.5 * w, HY - 120],
    [HX + 0.68 * w, HY - 30],
    [HX + 0.6 * w, HY + 50],
    [HX + 0.3 * w, HY + 100],
    [HX + 0.2 * w, HY + 140],
    [HX + w + 40, HY + 140],
    [HX + w + 40, HY - 120],
  ])}" ${shadeOver(id)}/>`;
  // The rim light: the figure's own outline, where it stands clear of a copy of itself moved
  // towards the key light, lit in the person's colour and softened; over the far contours only.
  const rim = `<filter id="${id}-rim" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">
    <feOffset in="SourceAlpha" dx="-4" dy="3" result="shifted"/>
    <feComposite in="SourceAlpha" in2="shifted" operator="out" result="edge"/>
    <feGaussianBlur in="edge" stdDeviation="1.4" result="soft"/>
    <feFlood flood-color="${GLOWS[look.glow]}" flood-opacity="0.6"/>
    <feComposite in2="soft" operator="in" result="lit"/>
    <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="lit"/></feMerge></filter>
    <filter id="${id}-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>`;
  return `<defs>${rim}</defs><g filter="url(#${id}-rim)"><g transform="translate(${HX} ${HY}) scale(1.16) translate(${-HX} ${-HY})">
  ${h.behind}
  <path d="M${HX + s * 4 - neckW} ${HY + 40}H${HX + s * 4 + neckW}V400H${HX + s * 4 - neckW}Z" fill="${shade(skin, 0.2)}"/>
  ${clothing(look, id)}
  <g transform="rotate(${look.tilt ?? 0} ${HX} ${HY + 90})">
  ${h.back}
  ${ear(1, 9)}${ear(-1, 12)}
  <clipPath id="${id}-face"><path d="${face}"/></clipPath>
  <path d="${face}" fill="${skin}"/>
  ${faceShade}
  ${features(look, f)}
  ${earrings}
  ${h.front}
  ${look.hair === "turban" ? turban(look, f, id) : ""}
  </g>
  ${h.over}
  </g></g>`;
}

/**
 * The portrait of one person as SVG: the figure on the artwork's dark field, lit by a glow of
 * the person's colour behind the head, up and to the left, where the key light comes from.
 * @param {string} name
 */
export function portraitSvg(name) {
  const look = LOOKS[name];
  if (!look) throw new Error(`scripts/media/portraits.mjs: add "${name}" to LOOKS`);
  const glow = GLOWS[look.glow];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
  ${backdrop(
    S,
    S,
    [
      // Lime is the brightest brand colour: at the others' strength its glow reads as an olive field.
      { x: 0.4, y: 0.34, r: 0.36, colour: glow, opacity: look.glow === "lime" ? 0.3 : 0.4 },
      { x: 0.92, y: 0.96, r: 0.3, colour: glow, opacity: 0.16 },
    ],
    8,
  )}
  ${figure(name)}
</svg>`;
}

/**
 * Every person of a content file, with the image path it names.
 * @param {string} file inside content/
 * @returns {{ name: string, image: string }[]}
 */
const people = (file) => JSON.parse(fs.readFileSync(`content/${file}`, "utf8"));

export function generatePortraits() {
  for (const [file, width] of /** @type {const} */ ([
    ["team.json", 800],
    ["testimonials.json", 400],
    ["feedback-testimonials.json", 400],
  ])) {
    for (const person of people(file)) writePng(`content/${person.image}`, portraitSvg(person.name), width);
  }
}
