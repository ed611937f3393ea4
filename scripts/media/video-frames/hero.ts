// Home hero: the platform in one glance. A `POST /v1/payments` call types itself and is answered,
// the checkout confirms the ₹ amount, and the dashboard's settlement figure ticks up by it.
// The left of the frame stays quiet: the hero's headline sits over it. The loop starts (and
// ends) with everything done, so the poster shows all three, and holds it a while (HERO_HOLD).
import type { Scene } from "./scene";
import type { Words } from "./words";
import {
  MONO,
  card,
  caret,
  circle,
  frame,
  lerp,
  linear,
  palette,
  payButton,
  pill,
  rect,
  resumed,
  rupees,
  shape,
  span,
  text,
} from "./ui";

const W = 1280;
const H = 720;
/**
 * The finished frame holds for the loop's first seconds, then the story replays: a visitor, and a
 * capture of the first screen, meet the finished code card, never one typing itself.
 */
export const HERO_HOLD = 2.4;
const RESET = [HERO_HOLD, HERO_HOLD + 0.5] as const;
const TYPED = [HERO_HOLD + 0.6, HERO_HOLD + 2.4];
const ANSWERED = HERO_HOLD + 2.5;
const PAY = HERO_HOLD + 3.1;
const PAID = HERO_HOLD + 3.9;
const SETTLED = [HERO_HOLD + 4.4, HERO_HOLD + 5.5];
const AMOUNT = 4999;
const SETTLED_BEFORE = 1243321;
const CODE = ['{ "amount": 499900,', '  "currency": "INR",', '  "method": "upi" }'];

const again = (t: number, k: number) => resumed(t, RESET, k);

export function hero(w: Words["hero"], checkout: Words["checkout"]): Scene {
  function api(t: number) {
    const chars = CODE.join("\n").length;
    const typed = t < RESET[1] ? chars : Math.floor(linear(t, TYPED[0], TYPED[1]) * chars);
    const fading = t < RESET[1] ? 1 - span(t, RESET[0], RESET[1]) : 1;
    const answered = again(t, span(t, ANSWERED, ANSWERED + 0.3));
    let left = typed;
    let lines = "";
    let caretAt = { x: 668, y: 202 };
    CODE.forEach((line, index) => {
      const shown = line.slice(0, Math.max(0, left));
      left -= line.length + 1;
      const y = 202 + index * 34;
      lines += text(668, y, shown, { size: 22, family: MONO, fill: palette.text, opacity: fading });
      if (shown.length && shown.length <= line.length) caretAt = { x: 668 + shown.length * 13.2, y };
    });
    const typing = t > RESET[1] && t < ANSWERED;
    return (
      card(640, 96, 540, 232) +
      text(668, 146, "POST", { size: 24, weight: 700, family: MONO, fill: palette.accent }) +
      text(740, 146, "/v1/payments", { size: 24, family: MONO }) +
      pill(958, 116, 198, "201 Created", palette.success, { size: 22, opacity: answered }) +
      rect(640, 166, 540, 2, 0, { fill: palette.line }) +
      lines +
      (typing ? caret(caretAt.x, caretAt.y, 22, t) : "") +
      text(668, 308, '→ "status": "captured"', { size: 22, family: MONO, fill: palette.success, opacity: answered })
    );
  }

  function checkoutCard(t: number) {
    const paid = again(t, span(t, PAID, PAID + 0.3));
    return (
      card(640, 352, 260, 292) +
      text(664, 396, "Nova Apparel", { size: 22, fill: palette.muted }) +
      text(664, 444, rupees(AMOUNT, 2), { size: 38, weight: 800 }) +
      rect(664, 468, 212, 56, 14, { fill: palette.ink, stroke: palette.accent }) +
      shape("M682 482 L694 496 L682 510 Z", { fill: palette.accent }) +
      shape("M692 482 L704 496 L692 510 Z", { fill: palette.teal }) +
      text(716, 504, "UPI", { size: 22, weight: 700 }) +
      circle(852, 496, 10, { stroke: palette.accent, width: 3 }) +
      circle(852, 496, 5, { fill: palette.accent }) +
      payButton(
        { x: 664, y: 560, w: 212, h: 58, size: 22, textY: 597, spinnerR: 13, tick: { x: 738, r: 14 }, paidX: 760 },
        t,
        { amount: AMOUNT, pay: PAY, paid, labels: checkout },
      )
    );
  }

  function dashboard(t: number) {
    const reset = span(t, RESET[0], RESET[1]);
    const settled = t < RESET[1] ? 1 : span(t, SETTLED[0], SETTLED[1]);
    const figure = (value: number, opacity: number) =>
      text(944, 444, rupees(value), { size: 34, weight: 800, opacity });
    const value = Math.round(SETTLED_BEFORE + AMOUNT * settled);
    const heights = [44, 70, 58, 92, 76, 104];
    let bars = heights
      .map((h, i) => rect(944 + i * 32, 618 - h, 22, h, 5, { fill: palette.teal, opacity: 0.55 }))
      .join("");
    const grown = t < RESET[1] ? 1 - reset : settled;
    bars += rect(944 + 6 * 32, 618 - lerp(60, 118, grown), 22, lerp(60, 118, grown), 5, { fill: palette.accent });
    return (
      card(920, 352, 260, 292) +
      text(944, 396, w.settledToday, { size: 22, fill: palette.muted }) +
      (t < RESET[1] ? figure(SETTLED_BEFORE + AMOUNT, 1 - reset) + figure(SETTLED_BEFORE, reset) : figure(value, 1)) +
      text(944, 478, `+${rupees(AMOUNT)}`, {
        size: 22,
        weight: 700,
        fill: palette.success,
        opacity: t < RESET[1] ? 1 - reset : span(t, SETTLED[0], SETTLED[0] + 0.3),
      }) +
      bars
    );
  }

  function draw(t: number) {
    return frame(W, H, api(t) + checkoutCard(t) + dashboard(t));
  }

  return { name: "hero", width: W, height: H, draw };
}
