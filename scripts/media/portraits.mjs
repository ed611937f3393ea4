// Illustrated portraits for every person the site shows (team, client testimonials, /feedback),
// drawn by DiceBear's 'notionists' style (design CC0 1.0, code MIT) from a seed per person, so the
// same name always gives the same face. Rendered to PNG at the path the content file names.
import fs from "node:fs";
import { createAvatar } from "@dicebear/core";
import { notionists } from "@dicebear/collection";
import { writePng } from "./lib/raster.mjs";
import { accent, muted, success, teal } from "./lib/palette.mjs";

/** Backgrounds in turn down each list, so neighbours in a grid never share a colour. */
const BACKGROUNDS = [accent, teal, muted, success];

/**
 * DiceBear's names for numbered variants of a part, e.g. variants(3, 14) is ["variant03", "variant14"].
 * @param {number[]} numbers
 * @returns {any[]} each part types its own names; these were picked by eye from rendered sheets
 */
const variants = (...numbers) => numbers.map((n) => `variant${String(n).padStart(2, "0")}`);

/** 'notionists' parts chosen for a professional look: no hats, spikes, punk cuts or sunglasses. */
const HAIR = {
  long: variants(2, 4, 8, 10, 23, 28, 29, 30, 36, 37, 39, 41, 43, 47, 48, 57),
  short: variants(1, 3, 5, 6, 13, 15, 16, 17, 19, 21, 22, 24, 25, 31, 33, 38),
};
/** Collared shirts, jackets and blazers; smiles rather than grimaces or tongues; clear lenses; full beards and moustaches. */
const BODY = variants(3, 4, 5, 6, 13, 14, 16, 17, 19, 20, 21, 25);
const LIPS = variants(3, 5, 14, 17, 22, 23, 25);
const EYES = variants(1, 4, 5);
const GLASSES = variants(3, 8, 11);
const BEARD = variants(2, 5, 6, 9, 12);

/**
 * Which hair set suits each person: the names are the seeds, and a name alone does not say it.
 * @type {Record<string, keyof typeof HAIR>}
 */
const LOOKS = {
  "Aarav Malhotra": "short",
  "Ishita Rao": "long",
  "Kabir Sethi": "short",
  "Meera Iyer": "long",
  "Rajiv Khanna": "short",
  "Ananya Desai": "long",
  "Priya Nair": "long",
  "Vikram Singh": "short",
  "Sneha Kulkarni": "long",
  "Arjun Bhatia": "short",
  "Rahul Saxena": "short",
  "Anjali Deshmukh": "long",
  "Manoj Rawat": "short",
};

/**
 * The portrait of one person as SVG.
 * @param {string} name the seed
 * @param {string} background a palette colour, "#rrggbb"
 */
export function portraitSvg(name, background) {
  const look = LOOKS[name];
  if (!look) throw new Error(`scripts/media/portraits.mjs: add "${name}" to LOOKS`);
  return createAvatar(notionists, {
    seed: name,
    backgroundColor: [background.slice(1)],
    hair: HAIR[look],
    body: BODY,
    lips: LIPS,
    eyes: EYES,
    glasses: GLASSES,
    glassesProbability: 30,
    beard: BEARD,
    beardProbability: look === "short" ? 30 : 0,
    bodyIconProbability: 0,
    gestureProbability: 0,
    // Head and shoulders fill the frame, so a face still reads in a 56 px avatar.
    scale: 115,
    translateY: 6,
  }).toString();
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
