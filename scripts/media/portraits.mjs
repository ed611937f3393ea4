// Illustrated portraits for every person the site shows (team, client testimonials, /feedback):
// one editorial vector style, drawn here, with each person art-directed in `LOOKS` (complexion,
// age, hair, attire, turn of the head, crop), as a commissioned illustration system would be.
// Proportions follow the classical head (eyes half way down, nose and mouth on the thirds); forms
// are modelled by soft, blurred shadow shapes lit from the upper left, never outlined; the
// background is one tonal field with a pool of light behind the head. No photographs, no outside
// images. Rendered to PNG at the path the content file names.
import fs from "node:fs";
import { writePng } from "./lib/raster.mjs";
import { accent, muted, raised, success, teal } from "./lib/palette.mjs";

/** The drawing's own square, scaled to each output width. */
const S = 512;
const CX = S / 2;

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
/** Shadows go warm (toward a deep umber), as skin and cloth do in daylight, never toward grey. */
const shade = (/** @type {string} */ colour, /** @type {number} */ k) => mix(colour, "#2a140c", k);
const light = (/** @type {string} */ colour, /** @type {number} */ k) => mix(colour, "#fff4e8", k);

/** A point [x, y]. @typedef {[number, number]} Point */

/**
 * A smooth closed (or open) path through the points: Catmull-Rom turned into cubic Béziers, so
 * shapes are drawn as a figure's landmarks rather than as control handles.
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

/** Complexions across the people of India, fair to deep (mid tones, before light and shadow). */
const SKIN = ["#eec7a6", "#e0b290", "#cf9c76", "#bd8661", "#a66f4c", "#8c583a", "#6f432b"];
const HAIR_COLOUR = {
  black: "#17110f",
  brown: "#3b261b",
  chestnut: "#5a3522",
  grey: "#9a9590",
  salt: "#5d5854",
};
const CLOTH = {
  navy: "#1f2b42",
  charcoal: "#30343c",
  white: "#eceff2",
  ivory: "#efe6d6",
  sky: "#b7cde3",
  maroon: "#6b2233",
  olive: "#5a6340",
  teal: "#1d5b5b",
  mustard: "#c8962e",
  beige: "#d6c3a1",
  plum: "#553250",
  rust: "#a0502d",
  stone: "#8d877c",
  forest: "#2d4a3a",
  saffron: "#d9822b",
};

/** Tonal fields, from the brand palette let down into the site's raised surface. */
const FIELDS = {
  teal: mix(teal, raised, 0.5),
  lime: mix(mix(accent, muted, 0.55), raised, 0.6),
  slate: mix(muted, raised, 0.5),
  sage: mix(success, raised, 0.6),
  dusk: mix("#6d6aa8", raised, 0.55),
  sand: mix("#b48a5e", raised, 0.55),
};

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
 * @property {"beard" | "stubble" | "moustache" | "full"} [facial]
 * @property {boolean} [bindi]
 * @property {boolean} [earrings]
 * @property {number} turn the head's turn, -1 (to the viewer's left) to 1, kept small
 * @property {number} [tilt] degrees the head leans
 * @property {number} [crop] 1 is the standard head-and-shoulders, above 1 closer
 * @property {number} [smile] 0 is at rest, 1 a warm closed smile
 * @property {number} [broad] the face's width against the standard 1
 * @property {keyof typeof FIELDS} field
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
    facial: "stubble",
    turn: -0.14,
    smile: 0.6,
    field: "teal",
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
    field: "sand",
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
    crop: 1.06,
    field: "slate",
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
    field: "sage",
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
    crop: 0.96,
    broad: 1.05,
    field: "dusk",
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
    field: "lime",
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
    field: "sand",
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
    field: "sage",
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
    field: "slate",
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
    crop: 1.04,
    broad: 1.03,
    field: "lime",
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
    field: "dusk",
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
    field: "teal",
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
    field: "teal",
  },
};

/**
 * The head's landmarks for a turn `t`: the features move toward the turn and the far side of the
 * face narrows, as a head seen slightly from the side does.
 * @param {Look} look
 */
function headGeometry(look) {
  const t = look.turn;
  const feminine = look.build === "f";
  const fx = CX + t * 40; // the face's centre line (nose, mouth, chin)
  const broad = look.broad ?? 1;
  const wl = (1 + t * 0.28) * broad; // the left half's width
  const wr = (1 - t * 0.28) * broad;
  const jaw = feminine ? 58 : 66;
  const chinY = feminine ? 342 : 348;
  const face = curve([
    [CX + t * 10, 124],
    [CX + 62 * wr, 138],
    [CX + 80 * wr, 190],
    [CX + 80 * wr, 246],
    [CX + jaw * wr, 296],
    [fx + 31, 334],
    [fx, chinY],
    [fx - 31, 334],
    [CX - jaw * wl, 296],
    [CX - 80 * wl, 246],
    [CX - 80 * wl, 190],
    [CX - 62 * wl, 138],
  ]);
  return { t, fx, wl, wr, jaw, chinY, face, feminine };
}

/** Soft-edged shapes: a blur, clipped to the form they model. @param {string} id */
const filters = (id) =>
  `<filter id="${id}-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>
   <filter id="${id}-blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter>`;

/**
 * Hair behind the head and shoulders (long hair, a bun, a braid).
 * @param {Look} look @param {string} tone @param {string} id
 */
function backHair(look, tone, id) {
  const dark = shade(tone, 0.35);
  switch (look.hair) {
    case "long":
      return `<path d="${curve([
        [CX - 96, 230],
        [CX - 90, 150],
        [CX, 104],
        [CX + 92, 150],
        [CX + 98, 236],
        [CX + 104, 330],
        [CX + 118, 420],
        [CX + 70, 436],
        [CX - 74, 436],
        [CX - 120, 420],
        [CX - 102, 330],
      ])}" fill="${tone}"/>
      <path d="${curve([
        [CX + 60, 300],
        [CX + 100, 320],
        [CX + 116, 418],
        [CX + 74, 432],
        [CX + 70, 360],
      ])}" fill="${dark}" filter="url(#${id}-soft)" opacity="0.7"/>`;
    case "bob":
      return `<path d="${curve([
        [CX - 98, 236],
        [CX - 92, 150],
        [CX, 106],
        [CX + 94, 150],
        [CX + 100, 240],
        [CX + 104, 318],
        [CX + 74, 330],
        [CX - 78, 330],
        [CX - 106, 316],
      ])}" fill="${tone}"/>`;
    case "bun":
      return `<circle cx="${CX - 6}" cy="116" r="38" fill="${tone}"/>
        <path d="M${CX - 36} 104C${CX - 20} 92 ${CX + 6} 90 ${CX + 26} 102" stroke="${light(tone, 0.14)}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    case "braid":
      return `<path d="${curve([
        [CX - 88, 236],
        [CX - 86, 150],
        [CX, 108],
        [CX + 88, 150],
        [CX + 90, 236],
        [CX + 80, 300],
        [CX - 78, 300],
      ])}" fill="${tone}"/>
        ${[0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<ellipse cx="${CX + 86 + i * 5}" cy="${300 + i * 30}" rx="16" ry="20" transform="rotate(-14 ${CX + 86 + i * 5} ${300 + i * 30})" fill="${i % 2 ? shade(tone, 0.1) : tone}"/>
               <path d="M${CX + 74 + i * 5} ${300 + i * 30}q12 10 26 -2" stroke="${light(tone, 0.12)}" stroke-width="3" fill="none" opacity="0.55"/>`,
          )
          .join("")}`;
    default:
      return "";
  }
}

/**
 * Hair over the head: the mass, its shadow side and a few strokes of sheen where the light falls.
 * @param {Look} look @param {string} tone @param {ReturnType<typeof headGeometry>} g @param {string} id
 */
function frontHair(look, tone, g, id) {
  const sheen = light(tone, look.hairColour === "grey" ? 0.3 : 0.2);
  const dark = shade(tone, 0.3);
  const p = g.t * 14; // the parting follows the turn
  /** @param {string} d @param {string} [strokes] */
  const mass = (d, strokes = "") =>
    `<path d="${d}" fill="${tone}"/>
     <clipPath id="${id}-hair"><path d="${d}"/></clipPath>
     <g clip-path="url(#${id}-hair)">
       <path d="${curve([
         [CX + 40, 110],
         [CX + 130, 160],
         [CX + 120, 320],
         [CX + 60, 260],
         [CX + 50, 170],
       ])}" fill="${dark}" filter="url(#${id}-soft)"/>
       ${strokes}
     </g>`;
  const gloss = (/** @type {string[]} */ paths, width = 4) =>
    paths
      .map(
        (d) =>
          `<path d="${d}" stroke="${sheen}" stroke-width="${width}" fill="none" stroke-linecap="round" opacity="0.55"/>`,
      )
      .join("");
  switch (look.hair) {
    case "side":
      return mass(
        curve([
          [CX - 84, 226],
          [CX - 90, 160],
          [CX - 40, 112],
          [CX + 30, 106],
          [CX + 86, 142],
          [CX + 88, 222],
          [CX + 80, 196],
          [CX + 64, 170],
          [CX - 20 + p, 160],
          [CX - 44 + p, 148],
          [CX - 66, 170],
          [CX - 78, 196],
        ]),
        gloss([
          `M${CX - 58} 144C${CX - 30} 122 ${CX + 20} 116 ${CX + 60} 132`,
          `M${CX - 70} 170C${CX - 52} 148 ${CX - 30} 138 ${CX - 4} 132`,
        ]),
      );
    case "crop":
      return mass(
        curve([
          [CX - 82, 214],
          [CX - 86, 156],
          [CX - 36, 116],
          [CX + 34, 114],
          [CX + 84, 152],
          [CX + 82, 212],
          [CX + 72, 178],
          [CX + 40, 158],
          [CX - 30, 156],
          [CX - 70, 176],
        ]),
        gloss([`M${CX - 50} 136C${CX - 20} 124 ${CX + 24} 124 ${CX + 52} 138`]),
      );
    case "wave":
      return mass(
        curve([
          [CX - 86, 228],
          [CX - 92, 156],
          [CX - 44, 108],
          [CX + 32, 104],
          [CX + 90, 146],
          [CX + 88, 226],
          [CX + 78, 186],
          [CX + 50, 162],
          [CX + 20, 170],
          [CX - 10, 156],
          [CX - 40, 168],
          [CX - 70, 180],
        ]),
        gloss(
          [
            `M${CX - 62} 146C${CX - 40} 124 ${CX - 10} 120 ${CX + 10} 130`,
            `M${CX + 16} 124C${CX + 40} 118 ${CX + 64} 130 ${CX + 74} 150`,
          ],
          5,
        ),
      );
    case "receding":
      return `${mass(
        curve([
          [CX - 84, 250],
          [CX - 90, 196],
          [CX - 78, 158],
          [CX - 66, 178],
          [CX - 70, 212],
        ]),
      )}${mass(
        curve([
          [CX + 84, 250],
          [CX + 90, 196],
          [CX + 78, 158],
          [CX + 66, 178],
          [CX + 70, 212],
        ]),
      )}
        <path d="M${CX - 70} 150C${CX - 40} 128 ${CX + 40} 128 ${CX + 70} 150" stroke="${tone}" stroke-width="5" fill="none" opacity="0.35" stroke-linecap="round"/>`;
    case "long":
      return mass(
        curve([
          [CX - 92, 250],
          [CX - 94, 164],
          [CX - 40, 112],
          [CX + 40, 110],
          [CX + 94, 164],
          [CX + 90, 260],
          [CX + 80, 210],
          [CX + 60, 176],
          [CX + 14 + p, 150],
          [CX - 30 + p, 170],
          [CX - 66, 200],
          [CX - 80, 230],
        ]),
        gloss(
          [
            `M${CX + 10 + p} 124C${CX - 20} 134 ${CX - 56} 156 ${CX - 78} 206`,
            `M${CX + 24 + p} 126C${CX + 50} 136 ${CX + 70} 160 ${CX + 80} 196`,
          ],
          5,
        ),
      );
    case "bob":
      return mass(
        curve([
          [CX - 96, 300],
          [CX - 96, 170],
          [CX - 40, 112],
          [CX + 44, 112],
          [CX + 98, 170],
          [CX + 98, 300],
          [CX + 82, 250],
          [CX + 70, 196],
          [CX + 30 + p, 158],
          [CX - 20 + p, 164],
          [CX - 66, 190],
          [CX - 80, 250],
        ]),
        gloss(
          [
            `M${CX - 4 + p} 126C${CX - 40} 136 ${CX - 74} 170 ${CX - 82} 230`,
            `M${CX + 40} 128C${CX + 66} 144 ${CX + 82} 180 ${CX + 84} 230`,
          ],
          5,
        ),
      );
    case "bun":
    case "braid":
      return mass(
        curve([
          [CX - 84, 236],
          [CX - 88, 164],
          [CX - 40, 118],
          [CX + 40, 118],
          [CX + 88, 164],
          [CX + 84, 236],
          [CX + 74, 190],
          [CX + 44, 158],
          [CX + 6 + p, 148],
          [CX - 36 + p, 158],
          [CX - 68, 186],
        ]),
        gloss([
          `M${CX + 2 + p} 130C${CX - 30} 136 ${CX - 60} 156 ${CX - 74} 196`,
          `M${CX + 10 + p} 130C${CX + 40} 136 ${CX + 64} 156 ${CX + 76} 196`,
        ]),
      );
    case "curls": {
      // Tight curls: a close silhouette of small rounds, each lit on its upper left.
      const rounds = /** @type {Point[]} */ ([]);
      for (let a = 196; a <= 344; a += 12) {
        const r = (a * Math.PI) / 180;
        rounds.push([CX + Math.cos(r) * 84, 196 + Math.sin(r) * 84]);
      }
      for (let a = 214; a <= 326; a += 16) {
        const r = (a * Math.PI) / 180;
        rounds.push([CX + Math.cos(r) * 54, 186 + Math.sin(r) * 58]);
      }
      const base = curve([
        [CX - 86, 222],
        [CX - 92, 160],
        [CX - 40, 110],
        [CX + 40, 110],
        [CX + 92, 160],
        [CX + 86, 222],
        [CX + 74, 186],
        [CX + 40, 170],
        [CX - 40, 170],
        [CX - 74, 186],
      ]);
      return `<path d="${base}" fill="${tone}"/>
        ${rounds.map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="17" fill="${x > CX + 30 ? dark : tone}"/>`).join("")}
        ${rounds.map(([x, y]) => `<path d="M${(x - 9).toFixed(1)} ${(y + 2).toFixed(1)}a10 10 0 0 1 12 -9" stroke="${sheen}" stroke-width="3" fill="none" opacity="0.4" stroke-linecap="round"/>`).join("")}`;
    }
    case "pixie":
      return mass(
        curve([
          [CX - 84, 230],
          [CX - 90, 160],
          [CX - 40, 110],
          [CX + 40, 108],
          [CX + 90, 156],
          [CX + 86, 226],
          [CX + 76, 186],
          [CX + 46, 176],
          [CX + 6, 164],
          [CX - 40, 178],
          [CX - 62, 196],
          [CX - 76, 214],
        ]),
        gloss(
          [
            `M${CX + 60} 130C${CX + 20} 134 ${CX - 30} 150 ${CX - 60} 186`,
            `M${CX + 70} 150C${CX + 40} 156 ${CX + 10} 162 ${CX - 16} 174`,
          ],
          5,
        ),
      );
    case "turban": {
      const cloth = CLOTH[look.turban ?? "navy"];
      const folds = [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M${CX - 92 + i * 6} ${206 - i * 22}C${CX - 40} ${150 - i * 26} ${CX + 40} ${150 - i * 28} ${CX + 94 - i * 4} ${176 - i * 24}" stroke="${shade(cloth, 0.35)}" stroke-width="3" fill="none" opacity="0.5" stroke-linecap="round"/>`,
        )
        .join("");
      const d = curve([
        [CX - 92, 214],
        [CX - 100, 150],
        [CX - 60, 98],
        [CX + 6, 80],
        [CX + 74, 96],
        [CX + 104, 146],
        [CX + 92, 204],
        [CX + 40, 172],
        [CX, 166],
        [CX - 44, 176],
      ]);
      return `<path d="${d}" fill="${cloth}"/>
        <clipPath id="${id}-turban"><path d="${d}"/></clipPath>
        <g clip-path="url(#${id}-turban)">
          <path d="${curve([
            [CX + 20, 90],
            [CX + 130, 130],
            [CX + 110, 230],
            [CX + 40, 200],
          ])}" fill="${shade(cloth, 0.35)}" filter="url(#${id}-soft)"/>
          <path d="${curve([
            [CX - 80, 110],
            [CX - 20, 90],
            [CX - 30, 130],
            [CX - 80, 170],
          ])}" fill="${light(cloth, 0.14)}" filter="url(#${id}-soft)"/>
          ${folds}
        </g>
        <path d="M${CX - 16} 170L${CX + 2} 100L${CX + 18} 168Z" fill="${shade(cloth, 0.2)}" opacity="0.7"/>`;
    }
    default:
      throw new Error(`portraits.mjs: no hair style ${look.hair}`);
  }
}

/**
 * Clothing from the shoulders down: the garment, its shadow side and its neckline. `skin` fills
 * an open neck; the body turns a little against the head.
 * @param {Look} look @param {string} skin @param {string} id
 */
function clothing(look, skin, id) {
  const cloth = CLOTH[look.cloth];
  const dark = shade(cloth, 0.3);
  const inner = CLOTH[look.inner ?? "white"];
  const wide = look.build === "m" ? 0 : 14;
  const b = -look.turn * 18; // the body turns a little against the head
  const body = curve(
    [
      [-20, 560],
      [-8, 470],
      [40 + wide, 432],
      [150 + wide / 2, 404],
      [CX - 36, 382],
      [CX + 36, 382],
      [362 - wide / 2, 404],
      [472 - wide, 432],
      [520, 470],
      [532, 560],
    ].map(([x, y]) => /** @type {Point} */ ([x + b * (1 - Math.abs(x - CX) / 300), y])),
  );
  /** The garment, modelled: a light fall-off from the upper left and the far side in shadow. */
  const garment = (/** @type {string} */ colour, /** @type {string} */ d = body) =>
    `<path d="${d}" fill="${colour}"/>
     <clipPath id="${id}-body"><path d="${d}"/></clipPath>
     <g clip-path="url(#${id}-body)">
       <path d="${curve([
         [350, 400],
         [520, 430],
         [540, 560],
         [370, 560],
         [340, 470],
       ])}" fill="${shade(colour, 0.32)}" filter="url(#${id}-soft)"/>
     </g>`;
  const x = CX + b;
  const shirtCollar = (/** @type {string} */ colour) =>
    `<path d="M${x - 40} 380L${x - 8} 430L${x - 26} 440L${x - 52} 398Z" fill="${light(colour, 0.25)}"/>
     <path d="M${x + 40} 380L${x + 8} 430L${x + 26} 440L${x + 52} 398Z" fill="${shade(colour, 0.1)}"/>`;
  const openNeck = `<path d="M${x - 36} 378L${x} 434L${x + 36} 378Z" fill="${skin}"/>
    <path d="M${x - 36} 378L${x} 434L${x + 36} 378Z" fill="${shade(skin, 0.3)}" opacity="0.45"/>`;
  switch (look.wear) {
    case "blazer":
      return `${garment(cloth)}
        <path d="M${x - 42} 384L${x + 42} 384L${x} 500Z" fill="${inner}"/>
        ${look.build === "m" ? openNeck.replace("434", "418").replace("434", "418") : `<path d="M${x - 30} 380L${x} 426L${x + 30} 380Z" fill="${skin}"/><path d="M${x - 30} 380L${x} 426L${x + 30} 380Z" fill="${shade(skin, 0.3)}" opacity="0.4"/>`}
        ${look.build === "m" ? shirtCollar(inner) : ""}
        <path d="M${x - 50} 388L${x - 4} 520L${x - 30} 560L${x - 70} 560L${x - 86} 470L${x - 70} 440L${x - 84} 424Z" fill="${light(cloth, 0.08)}"/>
        <path d="M${x + 50} 388L${x + 4} 520L${x + 30} 560L${x + 70} 560L${x + 86} 470L${x + 70} 440L${x + 84} 424Z" fill="${dark}"/>
        <path d="M${x - 50} 388L${x - 4} 520" stroke="${shade(cloth, 0.4)}" stroke-width="2" opacity="0.6"/>`;
    case "shirt":
      return `${garment(cloth)}${openNeck}${shirtCollar(cloth)}
        <path d="M${x} 436V560" stroke="${shade(cloth, 0.2)}" stroke-width="2.5"/>
        <circle cx="${x + 6}" cy="468" r="3.5" fill="${shade(cloth, 0.25)}"/><circle cx="${x + 6}" cy="506" r="3.5" fill="${shade(cloth, 0.25)}"/>`;
    case "kurta":
      return `${garment(cloth)}
        <path d="M${x - 36} 376C${x - 30} 392 ${x + 30} 392 ${x + 36} 376L${x + 38} 392C${x + 24} 404 ${x - 24} 404 ${x - 38} 392Z" fill="${shade(cloth, 0.15)}"/>
        <path d="M${x - 6} 398H${x + 6}V480H${x - 6}Z" fill="${shade(cloth, 0.16)}"/>
        ${[418, 440, 462].map((y) => `<circle cx="${x}" cy="${y}" r="3" fill="${light(CLOTH.mustard, 0.2)}"/>`).join("")}`;
    case "nehru":
      return `${garment(inner)}
        <path d="M${x - 34} 376C${x - 28} 390 ${x + 28} 390 ${x + 34} 376L${x + 36} 390C${x + 22} 400 ${x - 22} 400 ${x - 36} 390Z" fill="${shade(inner, 0.12)}"/>
        ${garment(
          cloth,
          curve([
            [-20, 560],
            [-8, 470],
            [40, 432],
            [150, 404],
            [x - 44, 388],
            [x - 6, 412],
            [x - 6, 560],
          ]),
        )}
        <path d="${curve([
          [x + 44, 388],
          [362, 404],
          [472, 432],
          [520, 470],
          [532, 560],
          [x + 6, 560],
          [x + 6, 412],
        ])}" fill="${dark}"/>
        ${[450, 490, 530].map((y) => `<circle cx="${x - 14}" cy="${y}" r="3.5" fill="${light(cloth, 0.35)}"/>`).join("")}`;
    case "saree": {
      const pallu = curve([
        [x + 40, 380],
        [x + 110, 398],
        [x + 180, 430],
        [x + 140, 560],
        [x - 150, 560],
        [x - 40, 470],
      ]);
      return `${garment(inner)}
        <path d="M${x - 34} 378C${x - 26} 400 ${x + 26} 400 ${x + 34} 378Z" fill="${skin}"/>
        <path d="${pallu}" fill="${cloth}"/>
        <clipPath id="${id}-pallu"><path d="${pallu}"/></clipPath>
        <g clip-path="url(#${id}-pallu)">
          <path d="${curve([
            [x + 100, 400],
            [x + 200, 440],
            [x + 170, 560],
            [x + 80, 560],
          ])}" fill="${shade(cloth, 0.35)}" filter="url(#${id}-soft)"/>
          <path d="M${x - 40} 470C${x} 440 ${x + 20} 410 ${x + 40} 380" stroke="${CLOTH.mustard}" stroke-width="9" fill="none"/>
          <path d="M${x - 56} 482C${x - 10} 448 ${x + 8} 420 ${x + 26} 392" stroke="${light(CLOTH.mustard, 0.2)}" stroke-width="2.5" fill="none" opacity="0.8"/>
          <path d="M${x + 20} 470C${x + 60} 450 ${x + 90} 430 ${x + 110} 400M${x - 10} 530C${x + 50} 500 ${x + 100} 470 ${x + 150} 430" stroke="${shade(cloth, 0.3)}" stroke-width="3" fill="none" opacity="0.5"/>
        </g>`;
    }
    case "turtleneck":
      return `${garment(cloth)}
        <path d="M${x - 40} 404C${x - 44} 384 ${x - 40} 362 ${x - 36} 350L${x + 36} 350C${x + 40} 362 ${x + 44} 384 ${x + 40} 404C${x + 20} 412 ${x - 20} 412 ${x - 40} 404Z" fill="${light(cloth, 0.05)}"/>
        <path d="M${x + 10} 352C${x + 36} 352 ${x + 44} 384 ${x + 40} 404C${x + 30} 408 ${x + 20} 410 ${x + 10} 410Z" fill="${shade(cloth, 0.25)}"/>
        ${[-24, -12, 0, 12, 24].map((dx) => `<path d="M${x + dx} 356V${406 - Math.abs(dx) / 6}" stroke="${shade(cloth, 0.2)}" stroke-width="2" opacity="0.5"/>`).join("")}`;
    case "knit":
      return `${garment(cloth)}
        <path d="M${x - 40} 380C${x - 32} 410 ${x + 32} 410 ${x + 40} 380" stroke="${shade(cloth, 0.25)}" stroke-width="12" fill="none"/>
        <path d="M${x - 34} 378C${x - 26} 402 ${x + 26} 402 ${x + 34} 378Z" fill="${inner}"/>
        <path d="M${x - 34} 376L${x - 8} 400L${x - 22} 406L${x - 42} 386Z" fill="${light(inner, 0.2)}"/>
        <path d="M${x + 34} 376L${x + 8} 400L${x + 22} 406L${x + 42} 386Z" fill="${shade(inner, 0.12)}"/>`;
    default:
      throw new Error(`portraits.mjs: no clothing ${look.wear}`);
  }
}

/**
 * The face's features, modelled rather than outlined: almond eyes under their lids, a nose told by
 * its shadow side and underside, lips in two tones, and what the person wears on the face.
 * @param {Look} look @param {string} skin @param {string} hair @param {ReturnType<typeof headGeometry>} g @param {string} id
 */
function features(look, skin, hair, g, id) {
  const { fx, t } = g;
  const deep = shade(skin, 0.42);
  const shadow = shade(skin, 0.2);
  const eyeY = 238;
  const brow = look.hairColour === "grey" || look.hairColour === "salt" ? shade(hair, 0.45) : shade(hair, 0.05);
  const smile = look.smile ?? 0.5;
  const feminine = g.feminine;
  /** One eye: the white, the iris under the upper lid, the lash line and the crease above. */
  const eye = (/** @type {number} */ side) => {
    const far = side * t > 0; // the eye on the side the head turns away to looks narrower
    const w = (feminine ? 18.5 : 17.5) * (far ? 1 - Math.abs(t) * 0.7 : 1);
    const x = fx + side * (feminine ? 35 : 36) * (far ? 1 - Math.abs(t) * 0.5 : 1);
    const h = feminine ? 9 : 8;
    const almond = `M${x - w} ${eyeY}C${x - w * 0.5} ${eyeY - h * 1.15} ${x + w * 0.5} ${eyeY - h * 1.15} ${x + w} ${eyeY - 1}C${x + w * 0.5} ${eyeY + h * 0.8} ${x - w * 0.5} ${eyeY + h * 0.8} ${x - w} ${eyeY}Z`;
    const irisX = x + t * 8;
    const clip = `${id}-eye${side > 0 ? "r" : "l"}`;
    return `<clipPath id="${clip}"><path d="${almond}"/></clipPath>
      <path d="${almond}" fill="${mix(skin, "#f3ede6", 0.72)}"/>
      <g clip-path="url(#${clip})">
        <circle cx="${irisX}" cy="${eyeY}" r="${h + 0.5}" fill="#3a2216"/>
        <circle cx="${irisX}" cy="${eyeY}" r="${h * 0.5}" fill="#140b07"/>
        <path d="M${x - w} ${eyeY - h * 1.4}H${x + w}V${eyeY - h * 0.35}H${x - w}Z" fill="${deep}" opacity="0.25"/>
      </g>
      <circle cx="${irisX - 2.5}" cy="${eyeY - 2.5}" r="1.8" fill="#ffffff" opacity="0.85"/>
      <path d="M${x - w - 1} ${eyeY + 0.5}C${x - w * 0.5} ${eyeY - h * 1.2} ${x + w * 0.5} ${eyeY - h * 1.2} ${x + w + (feminine ? 3 : 1)} ${eyeY - (feminine ? 3 : 1)}" stroke="#1b0f0a" stroke-width="${feminine ? 3.4 : 2.6}" fill="none" stroke-linecap="round"/>
      <path d="M${x - w * 0.7} ${eyeY - h - 5}C${x - w * 0.2} ${eyeY - h - 9} ${x + w * 0.4} ${eyeY - h - 9} ${x + w * 0.85} ${eyeY - h - 5}" stroke="${deep}" stroke-width="1.6" fill="none" opacity="0.45" stroke-linecap="round"/>
      <path d="M${x - w * 0.6} ${eyeY + h * 0.9}C${x - w * 0.2} ${eyeY + h * 1.2} ${x + w * 0.3} ${eyeY + h * 1.2} ${x + w * 0.7} ${eyeY + h * 0.8}" stroke="${deep}" stroke-width="1.3" fill="none" opacity="${look.age > 45 ? 0.4 : 0.18}" stroke-linecap="round"/>`;
  };
  const browPath = (/** @type {number} */ side) => {
    const far = side * t > 0;
    const x = fx + side * 36 * (far ? 1 - Math.abs(t) * 0.5 : 1);
    const w = 22 * (far ? 1 - Math.abs(t) * 0.6 : 1);
    const y = eyeY - (feminine ? 24 : 21);
    const thick = feminine ? 4 : 6;
    const inner = x - side * w * 0.9;
    const outer = x + side * w * 1.05;
    return `<path d="M${inner} ${y + 3}C${x - side * w * 0.3} ${y - thick} ${x + side * w * 0.4} ${y - thick - 3} ${outer} ${y + 4}C${x + side * w * 0.4} ${y - 2} ${x - side * w * 0.3} ${y + 1} ${inner} ${y + thick + 2}Z" fill="${brow}"/>`;
  };
  const noseX = fx + t * 10;
  const nose = `<g transform="translate(0 -9)"><path d="M${noseX + 6} 248C${noseX + 10} 268 ${noseX + 16} 284 ${noseX + 14} 294C${noseX + 6} 298 ${noseX} 296 ${noseX - 2} 294" fill="none" stroke="${shadow}" stroke-width="7" stroke-linecap="round" filter="url(#${id}-blur)"/>
    <path d="M${noseX - 16} 292C${noseX - 12} 302 ${noseX + 12} 304 ${noseX + 18} 292C${noseX + 12} 298 ${noseX - 8} 300 ${noseX - 16} 292Z" fill="${deep}" opacity="0.55"/>
    <ellipse cx="${noseX - 8}" cy="296" rx="4" ry="2.2" fill="${shade(skin, 0.55)}" opacity="0.7"/><ellipse cx="${noseX + 9}" cy="296" rx="4" ry="2.2" fill="${shade(skin, 0.55)}" opacity="0.7"/>
    <ellipse cx="${noseX - 2}" cy="284" rx="4.5" ry="3" fill="${light(skin, 0.25)}" opacity="0.55" filter="url(#${id}-blur)"/></g>`;
  const mouthX = fx + t * 6;
  const mw = (feminine ? 22 : 23) + smile * 4;
  const my = 314;
  const lift = 2 + smile * 7;
  const lipTone = feminine ? mix(shade(skin, 0.3), "#9c3f45", 0.45) : mix(shade(skin, 0.28), "#8a4a42", 0.3);
  const mouth = `<path d="M${mouthX - mw} ${my - lift}C${mouthX - 12} ${my - 9} ${mouthX - 4} ${my - 10} ${mouthX} ${my - 7}C${mouthX + 4} ${my - 10} ${mouthX + 12} ${my - 9} ${mouthX + mw} ${my - lift}C${mouthX + 10} ${my + 1} ${mouthX - 10} ${my + 1} ${mouthX - mw} ${my - lift}Z" fill="${shade(lipTone, 0.15)}"/>
    <path d="M${mouthX - mw + 2} ${my - lift + 1}C${mouthX - 10} ${my + 1} ${mouthX + 10} ${my + 1} ${mouthX + mw - 2} ${my - lift + 1}C${mouthX + 14} ${my + 12} ${mouthX - 14} ${my + 12} ${mouthX - mw + 2} ${my - lift + 1}Z" fill="${lipTone}"/>
    <path d="M${mouthX - 8} ${my + 5}C${mouthX - 2} ${my + 7} ${mouthX + 4} ${my + 7} ${mouthX + 8} ${my + 5}" stroke="${light(lipTone, 0.35)}" stroke-width="2.2" fill="none" opacity="0.6" stroke-linecap="round"/>
    <path d="M${mouthX - mw - 1} ${my - lift}C${mouthX - 10} ${my + 1.5} ${mouthX + 10} ${my + 1.5} ${mouthX + mw + 1} ${my - lift}" stroke="${shade(lipTone, 0.5)}" stroke-width="2" fill="none" stroke-linecap="round"/>
    <path d="M${mouthX - 12} ${my + 18}C${mouthX - 4} ${my + 21} ${mouthX + 4} ${my + 21} ${mouthX + 12} ${my + 18}" stroke="${shadow}" stroke-width="5" fill="none" opacity="0.7" filter="url(#${id}-blur)"/>`;
  // Age: the folds from nose to mouth and a line under the eyes deepen with the years.
  const folds =
    look.age > 40 || smile > 0.6
      ? `<path d="M${noseX - 24} 284C${noseX - 34} 296 ${noseX - 36} 306 ${noseX - 32} 318M${noseX + 26} 284C${noseX + 36} 296 ${noseX + 38} 306 ${noseX + 34} 318" stroke="${deep}" stroke-width="2.4" fill="none" opacity="${look.age > 50 ? 0.45 : 0.25}" stroke-linecap="round" filter="url(#${id}-blur)"/>`
      : "";
  const forehead =
    look.age > 55
      ? `<path d="M${fx - 30} 196C${fx - 10} 192 ${fx + 10} 192 ${fx + 30} 196M${fx - 24} 184C${fx - 8} 181 ${fx + 8} 181 ${fx + 24} 184" stroke="${deep}" stroke-width="1.6" fill="none" opacity="0.3" stroke-linecap="round"/>`
      : "";
  const cheeks = [fx - 52, fx + 52]
    .map(
      (cx) =>
        `<ellipse cx="${cx}" cy="290" rx="22" ry="14" fill="#d0605a" opacity="${feminine ? 0.13 : 0.07}" filter="url(#${id}-soft)"/>`,
    )
    .join("");
  const hairTone = hair;
  const facial = {
    stubble: `<g clip-path="url(#${id}-face)"><path d="${curve([
      [CX - 70, 280],
      [fx - 36, 312],
      [fx, 306],
      [fx + 36, 312],
      [CX + 70, 280],
      [CX + 62, 306],
      [fx + 30, 334],
      [fx, 344],
      [fx - 30, 334],
      [CX - 62, 306],
    ])}" fill="${hairTone}" opacity="0.14"/>
      <path d="M${mouthX - 22} ${my - 12}C${mouthX - 10} ${my - 18} ${mouthX + 10} ${my - 18} ${mouthX + 22} ${my - 12}" stroke="${hairTone}" stroke-width="8" opacity="0.2" fill="none"/></g>`,
    moustache: `<path d="M${mouthX - 27} ${my - 6}C${mouthX - 20} ${my - 18} ${mouthX - 6} ${my - 19} ${mouthX} ${my - 14}C${mouthX + 6} ${my - 19} ${mouthX + 20} ${my - 18} ${mouthX + 27} ${my - 6}C${mouthX + 14} ${my - 10} ${mouthX - 14} ${my - 10} ${mouthX - 27} ${my - 6}Z" fill="${hairTone}"/>`,
    beard: `<path d="${curve([
      [CX - 76, 262],
      [CX - 70, 300],
      [fx - 36, 318],
      [fx - 18, 330],
      [fx, 326],
      [fx + 18, 330],
      [fx + 36, 318],
      [CX + 70, 300],
      [CX + 76, 262],
      [CX + 74, 310],
      [fx + 40, 352],
      [fx, 364],
      [fx - 40, 352],
      [CX - 74, 310],
    ])}" fill="${hairTone}"/>
      <path d="M${mouthX - 28} ${my - 5}C${mouthX - 20} ${my - 18} ${mouthX - 6} ${my - 19} ${mouthX} ${my - 14}C${mouthX + 6} ${my - 19} ${mouthX + 20} ${my - 18} ${mouthX + 28} ${my - 5}C${mouthX + 14} ${my - 10} ${mouthX - 14} ${my - 10} ${mouthX - 28} ${my - 5}Z" fill="${hairTone}"/>`,
    full: `<path d="${curve([
      [CX - 80, 256],
      [CX - 72, 296],
      [fx - 34, 322],
      [fx, 334],
      [fx + 34, 322],
      [CX + 72, 296],
      [CX + 80, 256],
      [CX + 82, 318],
      [fx + 44, 370],
      [fx, 380],
      [fx - 44, 370],
      [CX - 82, 318],
    ])}" fill="${light(hairTone, 0.07)}"/>
      <path d="M${fx - 26} 360C${fx - 10} 368 ${fx + 10} 368 ${fx + 26} 360M${fx - 40} 342C${fx - 20} 356 ${fx + 20} 356 ${fx + 40} 346" stroke="${light(hairTone, 0.18)}" stroke-width="3" fill="none" opacity="0.5" stroke-linecap="round"/>
      <path d="M${mouthX - 30} ${my - 5}C${mouthX - 20} ${my - 20} ${mouthX - 6} ${my - 20} ${mouthX} ${my - 15}C${mouthX + 6} ${my - 20} ${mouthX + 20} ${my - 20} ${mouthX + 30} ${my - 5}C${mouthX + 14} ${my - 11} ${mouthX - 14} ${my - 11} ${mouthX - 30} ${my - 5}Z" fill="${hairTone}"/>`,
  };
  const glasses = look.glasses
    ? (() => {
        const lx = fx - 36 * (t < 0 ? 1 - Math.abs(t) * 0.5 : 1);
        const rx = fx + 36 * (t > 0 ? 1 - Math.abs(t) * 0.5 : 1);
        const frame = look.age > 50 ? "#6b5a48" : "#1d1f24";
        const lens = (/** @type {number} */ cx, /** @type {number} */ w) =>
          `<rect x="${cx - w}" y="${eyeY - 17}" width="${w * 2}" height="32" rx="11" fill="#ffffff" fill-opacity="0.08" stroke="${frame}" stroke-width="3.6"/>`;
        return `${lens(lx, t < 0 ? 24 * (1 - Math.abs(t) * 0.6) : 25)}${lens(rx, t > 0 ? 24 * (1 - Math.abs(t) * 0.6) : 25)}
          <path d="M${lx + 22} ${eyeY - 8}C${fx - 4} ${eyeY - 13} ${fx + 4} ${eyeY - 13} ${rx - 22} ${eyeY - 8}" stroke="${frame}" stroke-width="3.4" fill="none"/>
          <path d="M${lx - 24} ${eyeY - 10}L${CX - 80 * g.wl} ${eyeY - 14}M${rx + 24} ${eyeY - 10}L${CX + 80 * g.wr} ${eyeY - 14}" stroke="${frame}" stroke-width="3.4" stroke-linecap="round"/>
          <path d="M${lx - 16} ${eyeY - 10}l10 -4M${rx - 16} ${eyeY - 10}l10 -4" stroke="#ffffff" stroke-width="2.5" opacity="0.35" stroke-linecap="round"/>`;
      })()
    : "";
  const bindi = look.bindi ? `<circle cx="${fx}" cy="${eyeY - 26}" r="4.2" fill="#a3202f"/>` : "";
  return (
    cheeks +
    forehead +
    folds +
    (look.facial && look.facial !== "stubble" ? "" : "") +
    browPath(-1) +
    browPath(1) +
    eye(-1) +
    eye(1) +
    nose +
    mouth +
    (look.facial ? facial[look.facial] : "") +
    glasses +
    bindi
  );
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
  const skin = SKIN[look.skin];
  const hair = HAIR_COLOUR[look.hairColour];
  const g = headGeometry(look);
  const neckShadow = shade(skin, 0.3);
  const earY = 256;
  const ears = [-1, 1]
    .map((side) => {
      const w = side < 0 ? g.wl : g.wr;
      const x = CX + side * 78 * w;
      return `<ellipse cx="${x}" cy="${earY}" rx="12" ry="21" fill="${side > 0 ? shade(skin, 0.14) : skin}"/>
        <path d="M${x + side * 2} ${earY - 12}C${x + side * 8} ${earY - 6} ${x + side * 6} ${earY + 8} ${x + side * 1} ${earY + 12}" stroke="${shade(skin, 0.35)}" stroke-width="2.5" fill="none" opacity="0.6"/>`;
    })
    .join("");
  const earrings = look.earrings
    ? [-1, 1]
        .map((side) => {
          const x = CX + side * 80 * (side < 0 ? g.wl : g.wr);
          return `<circle cx="${x}" cy="${earY + 24}" r="4.5" fill="${side > 0 ? "#b08a3c" : "#dcc07a"}"/><circle cx="${x}" cy="${earY + 36}" r="3" fill="${side > 0 ? "#b08a3c" : "#dcc07a"}"/>`;
        })
        .join("")
    : "";
  // The head's modelling, clipped to the face: the far side and the underside of the jaw in soft
  // shadow, a warm light across the forehead and the near cheek.
  const modelling = `<clipPath id="${id}-face"><path d="${g.face}"/></clipPath>
    <g clip-path="url(#${id}-face)">
      <path d="${curve([
        [CX + 46, 120],
        [CX + 110, 150],
        [CX + 110, 350],
        [g.fx + 10, 360],
        [CX + 56, 300],
        [CX + 62, 220],
      ])}" fill="${shade(skin, 0.22)}" filter="url(#${id}-soft)"/>
      <path d="${curve([
        [CX - 40, 150],
        [CX + 20, 140],
        [CX + 30, 190],
        [CX - 40, 206],
        [CX - 70, 190],
      ])}" fill="${light(skin, 0.16)}" filter="url(#${id}-soft)" opacity="0.8"/>
      <path d="${curve([
        [CX - 70, 250],
        [CX - 48, 246],
        [CX - 40, 276],
        [CX - 64, 282],
      ])}" fill="${light(skin, 0.14)}" filter="url(#${id}-soft)" opacity="0.8"/>
      <path d="M${CX - 90} 226C${CX - 60} ${look.hair === "turban" ? 190 : 206} ${CX + 60} ${look.hair === "turban" ? 190 : 206} ${CX + 90} 226L${CX + 90} 110L${CX - 90} 110Z" fill="${shade(skin, 0.2)}" opacity="${look.hair === "turban" ? 0.5 : 0.25}" filter="url(#${id}-soft)"/>
    </g>`;
  const crop = look.crop ?? 1;
  const neck = g.feminine ? 34 : 42;
  const tilt = look.tilt ?? 0;
  return `<defs>${filters(id)}</defs>
  <g transform="translate(${CX} 322) scale(${1.2 * crop}) translate(${-CX} -300)">
  ${look.hair === "long" || look.hair === "bob" || look.hair === "braid" ? backHair(look, hair, id) : ""}
  <path d="M${CX - neck} 290L${CX + neck} 290L${CX + neck + 4} 372C${CX + 20} 384 ${CX - 20} 384 ${CX - neck - 4} 372Z" fill="${skin}"/>
  <path d="M${CX - neck - 4} 296C${CX - 10} 352 ${CX + 30} 350 ${CX + neck + 4} 296L${CX + neck + 4} 372C${CX + 20} 378 ${CX} 378 ${CX - neck - 4} 362Z" fill="${neckShadow}" opacity="0.75"/>
  <g transform="translate(0 -24)">${clothing(look, skin, id)}</g>
  ${
    look.hair === "long"
      ? `<path d="${curve([
          [CX - 94, 236],
          [CX - 74, 300],
          [CX - 70, 356],
          [CX - 82, 412],
          [CX - 112, 428],
          [CX - 120, 370],
          [CX - 104, 300],
        ])}" fill="${hair}"/>`
      : ""
  }
  <g transform="rotate(${tilt} ${CX} 300)">
  ${look.hair === "bun" ? backHair(look, hair, id) : ""}
  ${ears}
  <path d="${g.face}" fill="${skin}"/>
  ${modelling}
  ${features(look, skin, hair, g, id)}
  ${earrings}
  ${frontHair(look, hair, g, id)}
  </g>
  </g>`;
}

/**
 * The portrait of one person as SVG: the figure on its tonal field, with a pool of light behind
 * the head and the field darkening toward the lower corners, as a studio backdrop does.
 * @param {string} name
 */
export function portraitSvg(name) {
  const look = LOOKS[name];
  if (!look) throw new Error(`scripts/media/portraits.mjs: add "${name}" to LOOKS`);
  const field = FIELDS[look.field];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
  <defs>
    <radialGradient id="pool" cx="40%" cy="34%" r="72%"><stop offset="0" stop-color="${light(field, 0.2)}"/><stop offset="0.55" stop-color="${field}"/><stop offset="1" stop-color="${shade(field, 0.28)}"/></radialGradient>
  </defs>
  <rect width="${S}" height="${S}" fill="url(#pool)"/>
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
