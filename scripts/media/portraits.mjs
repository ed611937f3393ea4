// Illustrated portraits for every person the site shows (team, client testimonials, /feedback):
// one flat-shaded vector style, drawn here, with each person art-directed in `LOOKS` (skin tone,
// hair, clothing, glasses), as a commissioned illustration system would be. Head and shoulders
// in proportion, lit from the upper left (one hard-edged shadow tone per surface), on a soft
// background from the brand palette. No photographs, no outside images. Rendered to PNG at the
// path the content file names.
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
/** @param {string} colour @param {number} k */
const shade = (colour, k) => mix(colour, "#1a0f0a", k);
/** @param {string} colour @param {number} k */
const light = (colour, k) => mix(colour, "#ffffff", k);

/** Skin tones across the range of the people of India, light to deep. */
const SKIN = ["#f0c8a6", "#e2b18c", "#d39c74", "#c08661", "#a9704d", "#8e5a3b", "#744630"];
const HAIR_COLOUR = {
  black: "#1c1614",
  brown: "#3a2519",
  grey: "#8d8a88",
  salt: "#55514f",
};
const CLOTH = {
  navy: "#25324a",
  charcoal: "#343a44",
  white: "#e8ecf1",
  sky: "#b9cfe6",
  maroon: "#6e2b38",
  olive: "#55603a",
  teal: "#1f5d5a",
  mustard: "#c69a34",
  beige: "#d9c8a9",
  plum: "#5a3653",
  rust: "#a4532f",
};
/** Soft backgrounds: brand colours let down into the site's raised surface, in turn down each list. */
const BACKGROUNDS = [
  mix(teal, raised, 0.55),
  mix(accent, raised, 0.62),
  mix(muted, raised, 0.45),
  mix(success, raised, 0.55),
];

/**
 * @typedef {object} Look
 * @property {number} skin index into SKIN
 * @property {"side" | "crop" | "wave" | "receding" | "long" | "bun" | "bob" | "braid"} hair
 * @property {keyof typeof HAIR_COLOUR} hairColour
 * @property {"blazer" | "shirt" | "kurta" | "sweater" | "drape" | "blouse"} wear
 * @property {keyof typeof CLOTH} cloth
 * @property {keyof typeof CLOTH} [inner] what shows under a blazer or drape
 * @property {boolean} [glasses]
 * @property {"beard" | "stubble" | "moustache"} [facial]
 * @property {boolean} [bindi]
 * @property {boolean} [earrings]
 * @property {number} [tilt] degrees the head turns toward the light, for variety
 */

/**
 * Each person's look, chosen by eye: a name alone says nothing of a face, so a new person needs a
 * line here (the script stops and says so).
 * @type {Record<string, Look>}
 */
const LOOKS = {
  "Aarav Malhotra": {
    skin: 2,
    hair: "side",
    hairColour: "black",
    wear: "blazer",
    cloth: "navy",
    inner: "white",
    facial: "stubble",
  },
  "Ishita Rao": {
    skin: 3,
    hair: "long",
    hairColour: "black",
    wear: "blazer",
    cloth: "charcoal",
    inner: "sky",
    earrings: true,
  },
  "Kabir Sethi": { skin: 1, hair: "crop", hairColour: "brown", wear: "sweater", cloth: "teal", glasses: true },
  "Meera Iyer": {
    skin: 5,
    hair: "bun",
    hairColour: "black",
    wear: "drape",
    cloth: "maroon",
    inner: "mustard",
    bindi: true,
    earrings: true,
  },
  "Rajiv Khanna": {
    skin: 2,
    hair: "receding",
    hairColour: "grey",
    wear: "blazer",
    cloth: "charcoal",
    inner: "sky",
    glasses: true,
    facial: "moustache",
  },
  "Ananya Desai": {
    skin: 1,
    hair: "bob",
    hairColour: "brown",
    wear: "blouse",
    cloth: "olive",
    glasses: true,
    earrings: true,
  },
  "Priya Nair": { skin: 4, hair: "braid", hairColour: "black", wear: "kurta", cloth: "teal", earrings: true },
  "Vikram Singh": { skin: 3, hair: "crop", hairColour: "black", wear: "shirt", cloth: "sky", facial: "beard" },
  "Sneha Kulkarni": {
    skin: 0,
    hair: "long",
    hairColour: "brown",
    wear: "blazer",
    cloth: "plum",
    inner: "white",
    glasses: true,
  },
  "Arjun Bhatia": { skin: 5, hair: "wave", hairColour: "black", wear: "blazer", cloth: "navy", inner: "sky" },
  "Rahul Saxena": { skin: 2, hair: "wave", hairColour: "brown", wear: "sweater", cloth: "rust", facial: "beard" },
  "Anjali Deshmukh": {
    skin: 4,
    hair: "bun",
    hairColour: "black",
    wear: "shirt",
    cloth: "white",
    glasses: true,
    earrings: true,
  },
  "Manoj Rawat": { skin: 6, hair: "side", hairColour: "salt", wear: "kurta", cloth: "beige", facial: "moustache" },
};

// The face: forehead to chin, with cheeks that narrow into the jaw.
const FACE =
  "M186 218C186 152 222 128 256 128C290 128 326 152 326 218L325 252C323 296 296 334 256 336C216 334 189 296 187 252Z";

/** @param {Look} look @param {string} tone */
function backHair(look, tone) {
  switch (look.hair) {
    case "long":
      return `<path d="M172 226C164 148 208 110 258 110C312 110 350 150 342 230C346 300 356 360 372 410L140 410C156 360 168 300 172 226Z" fill="${tone}"/>`;
    case "braid":
      return `<path d="M178 226C172 150 212 114 258 114C306 114 342 150 336 226C334 270 330 300 322 330L190 330C182 300 178 270 178 226Z" fill="${tone}"/>
        <path d="M318 300C340 330 346 372 336 420L312 420C318 380 314 342 298 318Z" fill="${tone}"/>`;
    case "bob":
      return `<path d="M170 228C164 150 208 112 258 112C310 112 350 152 344 228C344 270 346 304 354 330C320 342 300 330 290 318L224 318C212 332 190 342 160 330C168 304 170 270 170 228Z" fill="${tone}"/>`;
    case "bun":
      return `<circle cx="256" cy="112" r="40" fill="${tone}"/><circle cx="256" cy="112" r="40" fill="#000" opacity="0.12"/>`;
    default:
      return "";
  }
}

/** @param {Look} look @param {string} tone */
function frontHair(look, tone) {
  const sheen = light(tone, 0.16);
  switch (look.hair) {
    case "side":
      return `<path d="M180 238C172 160 206 118 260 116C312 116 346 150 334 236C330 206 324 188 312 176C282 188 236 186 214 168C200 180 188 206 180 238Z" fill="${tone}"/>
        <path d="M226 138C252 128 290 130 312 148" stroke="${sheen}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>`;
    case "crop":
      return `<path d="M184 226C178 160 210 124 258 122C306 122 338 158 330 226C324 196 316 180 304 170C276 160 236 160 210 170C198 182 190 200 184 226Z" fill="${tone}"/>
        <path d="M222 146C248 138 280 138 302 150" stroke="${sheen}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    case "wave":
      return `<path d="M180 234C170 158 206 114 258 112C314 112 348 152 334 234C328 204 320 184 306 172C296 184 276 184 266 172C252 186 230 186 220 172C206 180 190 204 180 234Z" fill="${tone}"/>
        <path d="M214 132C230 122 250 120 266 126M276 128C292 124 308 130 318 142" stroke="${sheen}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.65"/>`;
    case "receding":
      return `<path d="M182 244C176 196 184 168 200 152C204 174 206 190 200 214C194 226 188 236 182 244Z" fill="${tone}"/>
        <path d="M330 244C336 196 328 168 312 152C308 174 306 190 312 214C318 226 324 236 330 244Z" fill="${tone}"/>
        <path d="M204 150C226 134 286 134 308 150C290 142 224 142 204 150Z" fill="${tone}" opacity="0.8"/>`;
    case "long":
      return `<path d="M178 246C168 162 208 118 258 118C312 118 346 160 336 246C330 206 318 180 300 160C280 178 236 188 206 180C194 198 184 220 178 246Z" fill="${tone}"/>
        <path d="M258 124C246 140 234 156 206 172" stroke="${sheen}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    case "braid":
    case "bun":
      return `<path d="M182 236C176 162 212 124 258 124C306 124 340 162 332 236C326 200 314 178 296 164C282 156 270 150 258 148C246 150 232 156 218 164C200 178 188 200 182 236Z" fill="${tone}"/>
        <path d="M258 130C258 140 258 146 258 150" stroke="${shade(tone, 0.4)}" stroke-width="3" stroke-linecap="round"/>
        <path d="M228 144C236 138 246 134 254 134M264 134C274 134 284 138 292 144" stroke="${sheen}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    case "bob":
      return `<path d="M176 246C166 160 208 118 258 118C312 118 348 160 338 246C334 210 324 186 306 168C276 180 226 178 204 164C192 184 182 212 176 246Z" fill="${tone}"/>
        <path d="M232 132C256 124 290 128 310 146" stroke="${sheen}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    default:
      throw new Error(`portraits.mjs: no hair style ${look.hair}`);
  }
}

/** Clothing from the shoulders down, with its neckline; `skin` fills the open neck. */
/** @param {Look} look @param {string} skin */
function clothing(look, skin) {
  const cloth = CLOTH[look.cloth];
  const dark = shade(cloth, 0.22);
  const inner = CLOTH[look.inner ?? "white"];
  const shoulders = `M40 580C44 456 124 410 200 390L312 390C388 410 468 456 472 580Z`;
  // The side away from the light, a hard-edged tone.
  const shadowSide = `<path d="M338 394C410 414 462 452 468 560L360 560C364 496 360 440 338 394Z" fill="${dark}"/>`;
  switch (look.wear) {
    case "blazer":
      return `<path d="${shoulders}" fill="${cloth}"/>${shadowSide}
        <path d="M222 384L290 384L256 470Z" fill="${inner}"/>
        <path d="M222 384L256 420L290 384L280 380L256 404L232 380Z" fill="${shade(inner, 0.12)}"/>
        <path d="M216 384L256 470L232 560L206 560L196 420L206 388Z" fill="${light(cloth, 0.08)}"/>
        <path d="M296 384L256 470L280 560L306 560L316 420L306 388Z" fill="${dark}"/>`;
    case "shirt":
      return `<path d="${shoulders}" fill="${cloth}"/>${shadowSide}
        <path d="M228 384L256 420L284 384Z" fill="${skin}"/>
        <path d="M222 380L256 420L236 436L210 392Z" fill="${light(cloth, 0.25)}"/>
        <path d="M290 380L256 420L276 436L302 392Z" fill="${shade(cloth, 0.1)}"/>
        <path d="M256 420V560" stroke="${shade(cloth, 0.18)}" stroke-width="3"/>
        <circle cx="256" cy="452" r="4" fill="${shade(cloth, 0.25)}"/><circle cx="256" cy="490" r="4" fill="${shade(cloth, 0.25)}"/>`;
    case "kurta":
      return `<path d="${shoulders}" fill="${cloth}"/>${shadowSide}
        <path d="M226 380C236 392 276 392 286 380L288 396C276 406 236 406 224 396Z" fill="${shade(cloth, 0.12)}"/>
        <path d="M250 400H262V476H250Z" fill="${shade(cloth, 0.14)}"/>
        <circle cx="256" cy="418" r="3.5" fill="${light(cloth, 0.5)}"/><circle cx="256" cy="440" r="3.5" fill="${light(cloth, 0.5)}"/><circle cx="256" cy="462" r="3.5" fill="${light(cloth, 0.5)}"/>`;
    case "sweater":
      return `<path d="${shoulders}" fill="${cloth}"/>${shadowSide}
        <path d="M218 384C228 412 284 412 294 384" stroke="${shade(cloth, 0.2)}" stroke-width="10" fill="none"/>
        <path d="M224 384C234 404 278 404 288 384Z" fill="${CLOTH.white}"/>`;
    case "drape":
      return `<path d="${shoulders}" fill="${inner}"/>
        <path d="M228 384C236 398 276 398 284 384Z" fill="${skin}"/>
        <path d="M300 386C340 392 380 410 404 440C420 470 440 510 450 560L150 560C196 500 240 470 286 428 300 386Z" fill="${cloth}"/>
        <path d="M300 386C292 430 250 490 184 560L150 560C196 500 286 428 300 386Z" fill="${light(cloth, 0.12)}"/>
        <path d="M392 424C420 452 452 500 468 560L430 560C420 500 404 456 392 424Z" fill="${dark}"/>
        <path d="M196 530C244 476 282 426 298 392" stroke="${CLOTH.mustard}" stroke-width="5" fill="none"/>`;
    case "blouse":
      return `<path d="${shoulders}" fill="${cloth}"/>${shadowSide}
        <path d="M222 384C230 420 282 420 290 384Z" fill="${skin}"/>
        <path d="M216 384C226 428 286 428 296 384" stroke="${light(cloth, 0.15)}" stroke-width="6" fill="none"/>`;
    default:
      throw new Error(`portraits.mjs: no clothing ${look.wear}`);
  }
}

/** Brows, eyes, nose, mouth and what the person wears on the face. */
/** @param {Look} look @param {string} skinTone @param {string} hair */
function features(look, skinTone, hair) {
  const skinDark = shade(skinTone, 0.22);
  const brow = look.hairColour === "grey" ? shade(hair, 0.35) : hair;
  const lip = mix(shade(skinTone, 0.3), "#9c3b3b", 0.35);
  const eyes = [224, 288]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="250" rx="8" ry="9" fill="#231815"/><circle cx="${x + 3}" cy="246" r="2.6" fill="#ffffff" opacity="0.9"/>`,
    )
    .join("");
  const brows = `<path d="M204 230C214 220 232 218 242 224" stroke="${brow}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M270 224C280 218 298 220 308 230" stroke="${brow}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  const nose = `<path d="M258 256C262 272 266 284 262 290C258 294 250 292 246 290" stroke="${skinDark}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const mouth = `<path d="M232 306C244 318 268 318 280 306C272 322 240 322 232 306Z" fill="${lip}"/>
    <path d="M232 306C244 314 268 314 280 306" stroke="${shade(lip, 0.3)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  const cheeks = `<ellipse cx="212" cy="286" rx="16" ry="9" fill="#e0736a" opacity="0.14"/><ellipse cx="300" cy="286" rx="16" ry="9" fill="#e0736a" opacity="0.1"/>`;
  const glasses = look.glasses
    ? `<g fill="#ffffff" fill-opacity="0.12" stroke="#1f2328" stroke-width="5">
        <rect x="196" y="232" width="52" height="38" rx="12"/><rect x="264" y="232" width="52" height="38" rx="12"/></g>
       <path d="M248 248C252 244 260 244 264 248M196 244L184 240M316 244L328 240" stroke="#1f2328" stroke-width="5" fill="none" stroke-linecap="round"/>`
    : "";
  const facial = {
    beard: `<path d="M190 262C194 306 220 342 256 344C292 342 318 306 322 262C316 290 300 300 284 302C270 296 242 296 228 302C212 300 196 290 190 262Z" fill="${hair}"/>
      <path d="M236 310C248 318 264 318 276 310C266 316 246 316 236 310Z" fill="${lip}"/>`,
    stubble: `<path d="M192 266C196 310 222 340 256 342C290 340 316 310 320 266C312 292 298 300 280 304C264 300 248 300 232 304C214 300 200 292 192 266Z" fill="${hair}" opacity="0.22"/>`,
    moustache: `<path d="M226 302C236 292 250 292 256 298C262 292 276 292 286 302C274 300 262 302 256 306C250 302 238 300 226 302Z" fill="${hair}"/>`,
  };
  const bindi = look.bindi ? `<circle cx="256" cy="222" r="5" fill="#b3263a"/>` : "";
  return cheeks + brows + eyes + nose + mouth + (look.facial ? facial[look.facial] : "") + glasses + bindi;
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
  const skinShadow = shade(skin, 0.18);
  const hair = HAIR_COLOUR[look.hairColour];
  const earrings = look.earrings
    ? `<circle cx="182" cy="276" r="5" fill="#d9b45a"/><circle cx="330" cy="276" r="5" fill="${shade("#d9b45a", 0.2)}"/>`
    : "";
  return `<clipPath id="${id}-face"><path d="${FACE}"/></clipPath>
  <g transform="translate(${CX} 318) scale(1.17) translate(${-CX} -300)">
  ${backHair(look, hair)}
  <path d="M226 300H286V392C274 404 238 404 226 392Z" fill="${skin}"/>
  <path d="M226 318C240 338 272 338 286 318V344C272 356 240 356 226 344Z" fill="${skinShadow}"/>
  <g transform="translate(0 -12)">${clothing(look, skin)}</g>
  <ellipse cx="186" cy="254" rx="14" ry="23" fill="${skin}"/><ellipse cx="326" cy="254" rx="14" ry="23" fill="${skinShadow}"/>
  <path d="${FACE}" fill="${skin}"/>
  <g clip-path="url(#${id}-face)">
    <path d="M300 120C322 176 328 250 304 340L360 340L360 120Z" fill="${skinShadow}"/>
  </g>
  ${features(look, skin, hair)}
  ${earrings}
  ${frontHair(look, hair)}
  </g>`;
}

/**
 * The portrait of one person as SVG.
 * @param {string} name
 * @param {string} background "#rrggbb"
 */
export function portraitSvg(name, background) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
  <defs>
    <radialGradient id="halo" cx="50%" cy="42%" r="60%"><stop offset="0" stop-color="${light(background, 0.16)}"/><stop offset="1" stop-color="${background}"/></radialGradient>
  </defs>
  <rect width="${S}" height="${S}" fill="url(#halo)"/>
  <circle cx="${CX}" cy="250" r="178" fill="${light(background, 0.08)}"/>
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
    people(file).forEach((person, index) => {
      writePng(`content/${person.image}`, portraitSvg(person.name, BACKGROUNDS[index % BACKGROUNDS.length]), width);
    });
  }
}
