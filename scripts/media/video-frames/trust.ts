// TrustGrid: one verification request, its four checks resolving one after another into ticks.
// The loop starts (and ends) with every check passed, so the poster shows the finished result.
import { PHONE, type Scene } from "./scene";
import type { Words } from "./words";
import {
  MONO,
  card,
  frame,
  group,
  handover,
  lerp,
  palette,
  pill,
  rect,
  resumed,
  span,
  spinner,
  text,
  tick,
} from "./ui";

const W = 960;
const H = 540;
const ROW = 96;
const TOP = 120;
const RESET = [0.6, 1.1] as const;
const DONE = [5, 5.4];

// When each check passes; the name match fills a bar first.
const CHECKS = [{ at: 1.8 }, { at: 2.7 }, { at: 3.6 }, { at: 4.6, bar: true }];

export function trust(w: Words["trust"]): Scene {
  const checks = CHECKS.map((check, index) => ({ bar: false, ...check, ...w.checks[index] }));

  /** How far a check has got at `t`: passed (1) at the start, pending after the reset, passed again at its moment. */
  function progress(item: (typeof checks)[number], t: number) {
    const resetting = t < RESET[1];
    const passed = resetting ? 1 - span(t, RESET[0], RESET[1]) : span(t, item.at, item.at + 0.35);
    const barFill = item.bar ? span(t, item.at - 0.7, item.at) : 0;
    const showBar = !!item.bar && passed < 1;
    return { resetting, passed, barFill, showBar };
  }

  /** The check's tick (or spinner while pending) at (cx, cy): ticks of the previous run fade out, new ones draw in. */
  function mark(cx: number, cy: number, r: number, t: number, { resetting, passed }: ReturnType<typeof progress>) {
    return (
      spinner(cx, cy, r * 0.75, t, palette.accent, 1 - passed) +
      (resetting ? group(tick(cx, cy, r, 1), { opacity: passed }) : tick(cx, cy, r, passed))
    );
  }

  function check(item: (typeof checks)[number], index: number, t: number) {
    const y = TOP + index * ROW;
    const state = progress(item, t);
    const { passed, barFill, showBar } = state;
    const mid = y + ROW / 2;
    return (
      (index ? rect(72, y, 816, 2, 0, { fill: palette.line, opacity: 0.7 }) : "") +
      text(76, mid + 10, item.label, { size: 28, weight: 600, fill: palette.muted }) +
      text(200, mid + 11, item.value, { size: 30, weight: 500, family: MONO }) +
      (showBar ? rect(560, mid - 5, 160, 10, 5, { fill: palette.line }) : "") +
      (showBar ? rect(560, mid - 5, lerp(0, 157, barFill), 10, 5, { fill: palette.accent }) : "") +
      text(812, mid + 10, item.result, {
        size: 28,
        weight: 700,
        fill: palette.success,
        anchor: "end",
        opacity: passed,
      }) +
      mark(852, mid, 20, t, state)
    );
  }

  const PHONE_ROW = 104;
  const PHONE_TOP = 100;

  /** A check on the phone: what is checked over its value, the result and its tick on the right. */
  function phoneCheck(item: (typeof checks)[number], index: number, t: number) {
    const y = PHONE_TOP + index * PHONE_ROW;
    const state = progress(item, t);
    const { passed, barFill, showBar } = state;
    return (
      (index ? rect(36, y, 468, 2, 0, { fill: palette.line, opacity: 0.7 }) : "") +
      text(40, y + 40, item.label, { size: 24, weight: 600, fill: palette.muted }) +
      text(40, y + 80, item.value, { size: 26, weight: 500, family: MONO }) +
      (showBar ? rect(300, y + 30, 120, 10, 5, { fill: palette.line }) : "") +
      (showBar ? rect(300, y + 30, lerp(0, 117, barFill), 10, 5, { fill: palette.accent }) : "") +
      text(440, y + 42, item.result, { size: 24, weight: 700, fill: palette.success, anchor: "end", opacity: passed }) +
      mark(474, y + 34, 18, t, state)
    );
  }

  function drawPhone(t: number) {
    const done = resumed(t, RESET, span(t, DONE[0], DONE[1]));
    const status = handover(done);
    const body =
      card(14, 14, PHONE - 28, PHONE - 28) +
      text(40, 66, "TrustGrid", { size: 32, weight: 700 }) +
      pill(300, 36, 200, w.checking, palette.accent, {
        size: 24,
        opacity: status.leaving,
        icon: (cx, cy) => spinner(cx + 4, cy, 9, t),
      }) +
      pill(300, 36, 200, w.verified, palette.success, {
        size: 24,
        opacity: status.arriving,
        icon: (cx, cy) => tick(cx + 4, cy, 11, done),
      }) +
      rect(14, PHONE_TOP - 8, PHONE - 28, 2, 0, { fill: palette.line }) +
      checks.map((item, index) => phoneCheck(item, index, t)).join("");
    return frame(PHONE, PHONE, body);
  }

  function draw(t: number) {
    const done = resumed(t, RESET, span(t, DONE[0], DONE[1]));
    const status = handover(done);
    const body =
      card(40, 28, 880, 484) +
      text(76, 90, "TrustGrid", { size: 36, weight: 700 }) +
      text(268, 88, "/v1/verify", { size: 28, family: MONO, fill: palette.muted }) +
      pill(624, 58, 260, w.checking, palette.accent, {
        opacity: status.leaving,
        icon: (cx, cy) => spinner(cx + 6, cy, 11, t),
      }) +
      pill(624, 58, 260, w.verified, palette.success, {
        opacity: status.arriving,
        icon: (cx, cy) => tick(cx + 6, cy, 13, done),
      }) +
      rect(40, TOP - 6, 880, 2, 0, { fill: palette.line }) +
      checks.map((item, index) => check(item, index, t)).join("");
    return frame(W, H, body);
  }

  return {
    name: "trust",
    width: W,
    height: H,
    draw,
    phone: { width: PHONE, height: PHONE, draw: drawPhone },
  };
}
