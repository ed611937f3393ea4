// Digital onboarding: a KYC journey on a phone (PAN, Aadhaar OTP, selfie, verified) beside a
// stepper that ticks each step off. The loop starts on the finished 'Verified' screen (the poster),
// crossfades back to the PAN screen and slides through the steps.
import { PHONE, type Scene } from "./scene";
import type { Words } from "./words";
import {
  LOOP,
  MONO,
  caret,
  circle,
  frame,
  group,
  linear,
  palette,
  shape,
  rect,
  scaleAbout,
  span,
  text,
  tick,
} from "./ui";

const W = 960;
const H = 540;
// The phone's screen, and the width of one step's screen in it.
const SX = 108;
const SY = 30;
const SW = 268;
const SH = 480;
const RESTART = [0.7, 1.2];
// When each step is finished: the screen slides on to the next one.
const FINISHED = [2.6, 4.4, 6.2, 6.6];

export function digitalonboarding(w: Words["digitalonboarding"]): Scene {
  const { steps } = w;

  function button(label: string, pressed: number) {
    return scaleAbout(
      rect(22, 392, 224, 62, 31, { fill: palette.accent }) +
        text(134, 433, label, { size: 28, weight: 700, fill: palette.onAccent, anchor: "middle" }),
      134,
      423,
      1 - 0.05 * pressed,
    );
  }

  const press = (t: number, at: number) => span(t, at, at + 0.1) * (1 - span(t, at + 0.12, at + 0.25));

  function panScreen(t: number) {
    const pan = "ABCPK4821L";
    const typed = Math.floor(linear(t, 1.3, 2.2) * pan.length);
    const typing = t > 1.2 && t < 2.3;
    return (
      text(22, 150, w.yourPan, { size: 34, weight: 700 }) +
      rect(22, 182, 224, 66, 14, { fill: palette.ink, stroke: typing ? palette.accent : palette.lineStrong }) +
      text(38, 226, pan.slice(0, typed), { size: 30, family: MONO, weight: 700 }) +
      (typing ? caret(38 + typed * 18, 226, 30, t) : "") +
      group(tick(40, 292, 13, span(t, 2.2, 2.45)) + text(64, 302, w.panName, { size: 28, fill: palette.success }), {
        opacity: span(t, 2.2, 2.3),
      }) +
      button(w.continue, press(t, 2.4))
    );
  }

  function otpScreen(t: number) {
    const otp = "482913";
    const typed = Math.floor(linear(t, 3.1, 4) * (otp.length + 0.99));
    const complete = span(t, 4, 4.15);
    let boxes = "";
    for (let i = 0; i < otp.length; i += 1) {
      const x = 22 + i * 38.4;
      boxes += rect(x, 226, 32, 54, 10, {
        fill: palette.ink,
        stroke: complete ? palette.success : i === typed ? palette.accent : palette.lineStrong,
      });
      if (i < typed) boxes += text(x + 16, 263, otp[i], { size: 28, weight: 700, family: MONO, anchor: "middle" });
    }
    return (
      text(22, 150, w.otpTitle, { size: 34, weight: 700 }) +
      text(22, 194, w.sentTo, { size: 28, fill: palette.muted }) +
      boxes +
      button(w.verify, press(t, 4.2))
    );
  }

  function selfieScreen(t: number) {
    const scan = linear(t, 4.9, 5.9);
    const matched = span(t, 5.95, 6.15);
    const cx = 134;
    const cy = 280;
    // The scan line sweeps down and up once a second.
    const sweep = cy - 80 + 160 * (0.5 - 0.5 * Math.cos(2 * Math.PI * t));
    const face =
      rect(cx - 78, cy - 96, 156, 192, 78, { fill: palette.teal, opacity: 0.14 }) +
      shape(`M${cx - 72} ${cy + 110} Q${cx} ${cy + 20} ${cx + 72} ${cy + 110} Z`, { fill: "#3b6f8f" }) +
      rect(cx - 14, cy + 6, 28, 30, 8, { fill: "#b9785a" }) +
      circle(cx, cy - 22, 40, { fill: "#c98d6b" }) +
      shape(
        `M${cx - 42} ${cy - 18} Q${cx - 44} ${cy - 74} ${cx} ${cy - 68} Q${cx + 44} ${cy - 74} ${cx + 42} ${cy - 18} Q${cx + 30} ${cy - 50} ${cx} ${cy - 50} Q${cx - 30} ${cy - 50} ${cx - 42} ${cy - 18} Z`,
        {
          fill: "#2b1d16",
        },
      ) +
      circle(cx - 14, cy - 20, 4, { fill: "#2b1d16" }) +
      circle(cx + 14, cy - 20, 4, { fill: "#2b1d16" }) +
      shape(`M${cx - 12} ${cy - 2} Q${cx} ${cy + 8} ${cx + 12} ${cy - 2}`, { stroke: "#2b1d16", width: 3 });
    // Ramanujan's perimeter of the 84 x 102 ellipse, for the ring that draws itself from the top.
    const perimeter = Math.PI * (3 * (84 + 102) - Math.sqrt((3 * 84 + 102) * (84 + 3 * 102)));
    const oval = `M${cx} ${cy - 102} A84 102 0 1 1 ${cx} ${cy + 102} A84 102 0 1 1 ${cx} ${cy - 102}`;
    const ring = `<path d="${oval}" fill="none" stroke="${matched ? palette.success : palette.accent}" stroke-width="5" stroke-dasharray="${perimeter}" stroke-dashoffset="${perimeter * (1 - Math.max(scan, matched))}" stroke-linecap="round"/>`;
    const scanLine = rect(cx - 84, sweep, 168, 3, 1.5, {
      fill: palette.accent,
      opacity: (1 - matched) * (scan > 0 ? 0.8 : 0),
    });
    return (
      text(22, 150, w.selfieTitle, { size: 34, weight: 700 }) +
      group(face + scanLine, { clip: "oval" }) +
      `<ellipse cx="${cx}" cy="${cy}" rx="84" ry="102" fill="none" stroke="${palette.lineStrong}" stroke-width="5"/>` +
      ring +
      text(cx, 438, w.holdStill, { size: 28, fill: palette.muted, anchor: "middle", opacity: 1 - span(t, 5.8, 5.95) }) +
      text(cx, 438, w.faceMatched, { size: 28, weight: 600, fill: palette.success, anchor: "middle", opacity: matched })
    );
  }

  function verifiedScreen(t: number) {
    return (
      tick(134, 214, 58, linear(t, 6.6, 7.2)) +
      text(134, 326, w.verified, { size: 36, weight: 700, anchor: "middle", opacity: span(t, 6.8, 7.1) }) +
      text(134, 366, w.accountOpened, { size: 28, fill: palette.muted, anchor: "middle", opacity: span(t, 6.9, 7.2) }) +
      group(button(w.getStarted, 0), { opacity: span(t, 7, 7.3) })
    );
  }

  /** The four screens side by side, scrolled to `position` (0: PAN ... 3: Verified). */
  function screens(t: number, position: number, opacity: number) {
    const draws = [panScreen, otpScreen, selfieScreen, verifiedScreen];
    return draws
      .map((drawScreen, index) => {
        const offset = (index - position) * SW;
        if (Math.abs(offset) >= SW) return "";
        // The verified screen at the start of the loop is the end of the previous one.
        const clock = index === 3 && t < RESTART[1] ? t + LOOP : t;
        return group(drawScreen(clock), { dx: SX + offset, dy: SY, opacity });
      })
      .join("");
  }

  /** Where the stepper sits: the wide frame's column with labels and details, or the phone's narrow one. */
  const WIDE_STEPPER = { x: 500, top: 96, gap: 108, r: 23, label: 34, indent: 46, detail: true };
  const PHONE_STEPPER = { x: 396, top: 76, gap: 118, r: 21, label: 26, indent: 34, detail: false };

  function stepper(t: number, position: number, restart: number, at = WIDE_STEPPER) {
    let body = "";
    steps.forEach((step, index) => {
      const y = at.top + index * at.gap;
      // Ticks from the previous run fade out at the restart; new ones draw themselves in.
      const restarting = t < RESTART[1];
      const done = restarting ? 1 - restart : span(t, FINISHED[index], FINISHED[index] + 0.3);
      const active = restart === 1 && Math.round(position) === index && done < 1;
      if (index < steps.length - 1) {
        const fill = Math.max(1 - restart, span(t, FINISHED[index], FINISHED[index] + 0.4));
        const length = at.gap - 60;
        body += rect(at.x - 2, y + 30, 4, length, 2, { fill: palette.line });
        body += rect(at.x - 2, y + 30, 4, length * fill, 2, { fill: palette.success });
      }
      body +=
        circle(at.x, y, at.r, { fill: palette.ink, stroke: active ? palette.accent : palette.lineStrong, width: 3 }) +
        text(at.x, y + 10, String(index + 1), {
          size: 28,
          weight: 700,
          fill: active ? palette.accent : palette.muted,
          anchor: "middle",
          opacity: 1 - done,
        }) +
        (restarting ? group(tick(at.x, y, at.r + 1, 1), { opacity: done }) : tick(at.x, y, at.r + 1, done)) +
        text(at.x + at.indent, y + (at.detail ? 4 : 9), at.detail ? step.label : step.short, {
          size: at.label,
          weight: 700,
          fill: active || done ? palette.text : palette.muted,
        }) +
        (at.detail ? text(at.x + at.indent, y + 42, step.detail, { size: 28, fill: palette.muted }) : "");
    });
    return body;
  }

  /** The phone showing the KYC screens, its top-left corner at (x, y). */
  function handset(t: number, position: number, restart: number, x = 96, y = 18) {
    const dx = x - 96;
    const dy = y - 18;
    return group(
      rect(96, 18, 292, 504, 46, { fill: "#05080b", stroke: palette.lineStrong, width: 3 }) +
        rect(SX, SY, SW, SH, 36, { fill: palette.surface }) +
        group(
          text(SX + 22, SY + 70, w.openAccount, { size: 28, weight: 600, fill: palette.muted }) +
            // Restart: the finished screen fades out, then the first one fades in.
            (restart < 0.5 ? screens(t, 3, 1 - 2 * restart) : "") +
            screens(t, position, Math.max(0, 2 * restart - 1)),
          { clip: "screen" },
        ) +
        rect(212, 40, 60, 14, 7, { fill: "#05080b" }),
      { dx, dy },
    );
  }

  function timeline(t: number) {
    const restart = span(t, RESTART[0], RESTART[1]);
    const position =
      span(t, FINISHED[0], FINISHED[0] + 0.4) * 1 +
      span(t, FINISHED[1], FINISHED[1] + 0.4) +
      span(t, FINISHED[2], FINISHED[2] + 0.4);
    return { restart, position };
  }

  const defs =
    `<clipPath id="screen"><rect x="${SX}" y="${SY}" width="${SW}" height="${SH}" rx="36"/></clipPath>` +
    `<clipPath id="oval"><ellipse cx="134" cy="280" rx="84" ry="102"/></clipPath>`;

  /** On the phone the handset fills the square's height, the steps a narrow column beside it. */
  function drawPhone(t: number) {
    const { restart, position } = timeline(t);
    return frame(
      PHONE,
      PHONE,
      handset(t, position, restart, 28, 18) + stepper(t, position, restart, PHONE_STEPPER),
      defs,
    );
  }

  function draw(t: number) {
    const { restart, position } = timeline(t);
    return frame(W, H, handset(t, position, restart) + stepper(t, position, restart), defs);
  }

  return {
    name: "digitalonboarding",
    width: W,
    height: H,
    draw,
    phone: { width: PHONE, height: PHONE, draw: drawPhone },
  };
}
