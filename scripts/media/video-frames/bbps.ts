// BBPS: a bill fetched and paid. The consumer number is typed, the bill is fetched from the
// biller, paid, and a receipt with its BBPS reference slides in. The loop starts (and ends) on
// the paid state, so the poster shows the whole story.
import type { Scene } from "./scene";
import {
  MONO,
  card,
  caret,
  frame,
  group,
  linear,
  palette,
  rect,
  resumed,
  rupees,
  scaleAbout,
  span,
  spinner,
  text,
  tick,
} from "./ui";

const W = 960;
const H = 540;
const RESET = [0.6, 1.1] as const;
const FETCH = 2.6;
const FETCHED = 3.5;
const PAY = 4.6;
const PAID = 5.4;
const AMOUNT = 2340;

/** 1 at the start of the loop (the previous bill, paid), 0 after the reset, then `k`. */
const again = (t: number, k: number) => resumed(t, RESET, k);

function field(y: number, label: string, value: string) {
  return (
    text(76, y, label, { size: 28, weight: 600, fill: palette.muted }) +
    rect(76, y + 14, 408, 62, 14, { fill: palette.ink, stroke: palette.lineStrong }) +
    value
  );
}

function form(t: number) {
  const number = "1029384756";
  const typed = again(t, 0) === 1 ? number.length : Math.floor(linear(t, 1.2, 2.3) * number.length);
  const typing = t > RESET[1] && t < FETCH;
  const fetched = again(t, span(t, FETCHED, FETCHED + 0.3));
  const fetching = (1 - fetched) * span(t, FETCH, FETCH + 0.15);
  const pay = again(t, span(t, FETCHED + 0.1, FETCHED + 0.4));
  const paid = again(t, span(t, PAID, PAID + 0.3));
  const paying = (1 - paid) * span(t, PAY + 0.1, PAY + 0.25);
  const pressAt = (at: number) => span(t, at, at + 0.1) * (1 - span(t, at + 0.12, at + 0.25));
  const shimmer = 0.35 + 0.25 * Math.sin(2 * Math.PI * 2 * t);
  return (
    text(76, 90, "Pay a bill", { size: 36, weight: 700 }) +
    text(484, 88, "BBPS", { size: 28, weight: 700, fill: palette.teal, anchor: "end" }) +
    field(140, "Biller", text(94, 196, "City Power · Electricity", { size: 28, weight: 600 })) +
    field(
      252,
      "Consumer number",
      text(94, 309, number.slice(0, typed), { size: 30, weight: 700, family: MONO }) +
        (typing ? caret(94 + typed * 18, 309, 30, t) : ""),
    ) +
    text(76, 388, "Amount due", { size: 28, weight: 600, fill: palette.muted, opacity: Math.max(fetched, fetching) }) +
    rect(280, 362, 204, 34, 10, { fill: palette.lineStrong, opacity: fetching * shimmer }) +
    text(484, 392, rupees(AMOUNT, 2), { size: 36, weight: 800, anchor: "end", opacity: fetched }) +
    scaleAbout(
      rect(76, 420, 408, 64, 32, { fill: palette.accent, opacity: 1 - paid }) +
        rect(76, 420, 408, 64, 32, { fill: palette.success, opacity: paid }) +
        text(280, 462, "Fetch bill", {
          size: 28,
          weight: 700,
          fill: palette.onAccent,
          anchor: "middle",
          opacity: 1 - pay,
        }) +
        text(280, 462, `Pay ${rupees(AMOUNT)}`, {
          size: 28,
          weight: 700,
          fill: palette.onAccent,
          anchor: "middle",
          opacity: pay * (1 - paying) * (1 - paid),
        }) +
        spinner(280, 452, 15, t, palette.onAccent, paying) +
        group(
          tick(250, 452, 16, paid, palette.ink, palette.success) +
            text(274, 462, "Paid", { size: 28, weight: 700, fill: palette.onAccent }),
          {
            opacity: paid,
          },
        ),
      280,
      452,
      1 - 0.05 * (pressAt(FETCH) + pressAt(PAY)),
    )
  );
}

function receipt(t: number) {
  const shown = again(t, span(t, PAID, PAID + 0.5));
  const ticked = again(t, linear(t, PAID + 0.2, PAID + 0.8));
  return group(
    card(540, 60, 380, 420, { border: palette.success }) +
      tick(730, 136, 40, ticked) +
      text(730, 218, "Bill paid", { size: 34, weight: 700, anchor: "middle" }) +
      text(730, 270, rupees(AMOUNT, 2), { size: 36, weight: 800, fill: palette.success, anchor: "middle" }) +
      rect(576, 300, 308, 2, 0, { fill: palette.line }) +
      text(576, 346, "BBPS ref", { size: 28, fill: palette.muted }) +
      text(576, 388, "BD0123AB4567", { size: 28, weight: 700, family: MONO }) +
      text(576, 440, "Paid by UPI", { size: 28, fill: palette.muted }),
    { opacity: shown, dx: 40 * (1 - shown) },
  );
}

function draw(t: number) {
  const waiting = 1 - again(t, span(t, PAID, PAID + 0.3));
  const placeholder = group(
    rect(541, 61, 378, 418, 24, { stroke: palette.line, width: 2 }) +
      text(730, 280, "Receipt", { size: 28, fill: palette.muted, anchor: "middle" }),
    { opacity: waiting * 0.8 },
  );
  return frame(W, H, card(40, 28, 480, 484) + form(t) + placeholder + receipt(t));
}

export const bbps: Scene = { name: "bbps", width: W, height: H, draw };
