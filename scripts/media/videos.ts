// Renders the seven product videos: each frame is an SVG UI mock-up (video-frames/), rasterised
// by resvg with the fonts named below, piped to ffmpeg, which writes the VP9 WebM, the H.264 MP4
// and the poster (the first frame) in one pass. Same input, same settings: the same bytes. A scene
// with a phone layout is rendered twice: <name>.* for wide screens and <name>-phone.* (square,
// larger text) for phones, whose poster is static/videos/<name>-phone.webp. Every video is drawn
// in each language of video-frames/words: English as <name>.*, Hindi as <name>-hi.* (its labels
// shaped by HarfBuzz, video-frames/shaped-text.ts), which the /hi/ pages show instead.
//
//   npx tsx scripts/media/videos.ts [name ...]            every video, or the named ones
//   npx tsx scripts/media/videos.ts --stills [name ...]   PNG stills at 0, 2, 4 and 6 s in screenshots/video-stills/
//   npx tsx scripts/media/videos.ts --phone [name ...]    only the phone layouts
//   npx tsx scripts/media/videos.ts --lang=hi [name ...]  only one language (en or hi)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { scenesIn } from "./video-frames/scenes";
import { loadShaper } from "./video-frames/shaped-text";
import { type Language, words } from "./video-frames/words";
import { LOOP } from "./video-frames/ui";
import type { Layout, Scene } from "./video-frames/scene";

const FPS = 30;
// Inter (UI text) and JetBrains Mono (code), both SIL Open Font License 1.1, from Debian's
// fonts-inter and fonts-jetbrains-mono packages.
const FONTS = [
  "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
  "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
  "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
  "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
  "/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf",
  "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf",
  "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Bold.ttf",
];

// Run from the repository root, as `npm run media` does.
const root = process.cwd();
const videoDir = path.join(root, "static/videos");
const posterDir = path.join(root, "content/images/videos");

function rasterise(svg: string, width: number) {
  return new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: "Inter" },
    shapeRendering: 2,
    textRendering: 1,
  }).render();
}

/** One file set to write: a scene's wide layout or its phone layout. */
interface Render extends Layout {
  /** Basename of the videos in static/videos. */
  file: string;
  poster: string;
}

/** A video's basename in a language: English has none, another language its code (payout-hi). */
const basename = (name: string, language: Language) => (language === "en" ? name : `${name}-${language}`);

function renders(scene: Scene, language: Language): Render[] {
  const name = basename(scene.name, language);
  const wide = { ...scene, file: name, poster: path.join(posterDir, `${name}.jpg`) };
  if (!scene.phone) return [wide];
  const file = `${name}-phone`;
  return [wide, { ...scene.phone, file, poster: path.join(videoDir, `${file}.webp`) }];
}

/** Encoder settings: fixed threads and bit-exact muxing, so a re-run writes identical files. */
function encoderArgs(render: Render) {
  const input = [
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgba",
    "-s",
    `${render.width}x${render.height}`,
    "-r",
    `${FPS}`,
    "-i",
    "-",
  ];
  const exact = ["-an", "-threads", "2", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"];
  const webm = ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "38", "-deadline", "good"];
  const mp4 = ["-c:v", "libx264", "-preset", "slow", "-tune", "animation", "-crf", "27", "-profile:v", "main"];
  // The wide poster is a JPEG that gatsby-plugin-image resizes; the phone one is served as it is.
  const poster = render.poster.endsWith(".webp")
    ? ["-frames:v", "1", "-c:v", "libwebp", "-quality", "82", "-compression_level", "6"]
    : ["-frames:v", "1", "-q:v", "2"];
  return [
    ...["-hide_banner", "-loglevel", "error", "-y", ...input],
    ...[...exact, ...webm, "-cpu-used", "2", "-row-mt", "0", path.join(videoDir, `${render.file}.webm`)],
    ...[...exact, ...mp4, "-pix_fmt", "yuv420p", "-movflags", "+faststart", path.join(videoDir, `${render.file}.mp4`)],
    ...[...exact, ...poster, render.poster],
  ];
}

async function encode(render: Render) {
  const ffmpeg = spawn("ffmpeg", encoderArgs(render), { stdio: ["pipe", "inherit", "inherit"] });
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (let index = 0; index < LOOP * FPS; index += 1) {
    const pixels = rasterise(render.draw(index / FPS), render.width).pixels;
    if (!ffmpeg.stdin.write(pixels)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
  const size = (file: string) => `${file} ${fs.statSync(path.join(root, file)).size} bytes`;
  console.log([`static/videos/${render.file}.webm`, `static/videos/${render.file}.mp4`].map(size).join(", "));
}

function stills(render: Render) {
  const dir = path.join(root, "screenshots/video-stills");
  fs.mkdirSync(dir, { recursive: true });
  for (const second of [0, 2, 4, 6]) {
    const file = path.join(dir, `${render.file}-${second}s.png`);
    fs.writeFileSync(file, rasterise(render.draw(second), render.width).asPng());
    console.log(path.relative(root, file));
  }
}

async function main() {
  const args = process.argv.slice(2);
  const stillsOnly = args.includes("--stills");
  const phoneOnly = args.includes("--phone");
  const languages = Object.keys(words) as Language[];
  const only = args.find((arg) => arg.startsWith("--lang="))?.slice("--lang=".length);
  if (only && !languages.includes(only as Language)) throw new Error(`no language ${only}: ${languages.join(", ")}`);
  const names = args.filter((arg) => !arg.startsWith("--"));
  const known = scenesIn(words.en).map((scene) => scene.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`no video named ${unknown.join(", ")}`);
  const missing = FONTS.filter((font) => !fs.existsSync(font));
  if (missing.length)
    throw new Error(`missing ${missing.join(", ")}: apt-get install fonts-inter fonts-jetbrains-mono`);

  fs.mkdirSync(videoDir, { recursive: true });
  fs.mkdirSync(posterDir, { recursive: true });
  await loadShaper();
  for (const language of only ? [only as Language] : languages) {
    for (const scene of scenesIn(words[language]).filter((s) => !names.length || names.includes(s.name))) {
      for (const render of renders(scene, language).filter((r) => !phoneOnly || r.file.endsWith("-phone"))) {
        if (stillsOnly) stills(render);
        else await encode(render);
      }
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
