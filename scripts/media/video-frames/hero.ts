// Home hero: the platform in one glance. A `POST /v1/payments` call is sent and answered, the
// checkout confirms the ₹ amount, and the dashboard's settlement figure ticks up by it. The cards
// fill the frame's right-hand square, the part the hero shows (hero.module.css), with a narrow
// margin, so the product reads at first sight; the left of the frame stays empty. The loop starts
// (and ends) with everything done, so the poster shows all three, and holds it a while
// (HERO_HOLD). The request's code never types itself or fades: a visitor reads it at once, in
// every frame; only its answer, the payment and the settlement replay.
import type { Scene } from "./scene";
import type { Words } from "./words";
import {
  MONO,
  card,
  circle,
  frame,
  handover,
  lerp,
  palette,
  payButton,
  pill,
  rect,
  resumed,
  rupees,
  shape,
  span,
  spinner,
  text,
} from "./ui";

const W = 1280;
const H = 720;
/** The square the hero shows, at the frame's right edge, and the cards' margin inside it. */
const LEFT = W - H;
const MARGIN = 28;
const X = LEFT + MARGIN;
const INNER = H - 2 * MARGIN;
const GAP = 24;
/** The request's card across the top, the checkout and the dashboard side by side under it. */
const API = { x: X, y: MARGIN, w: INNER, h: 296 };
const LOWER_Y = API.y + API.h + GAP;
const LOWER = { w: (INNER - GAP) / 2, h: H - MARGIN - 14 - LOWER_Y };
const CHECKOUT_X = X;
const DASHBOARD_X = X + LOWER.w + GAP;
const PAD = 28;

/**
 * The finished frame holds for the loop's first seconds, then the story replays: a visitor, and a
 * capture of the first screen, meet the finished cards.
 */
export const HERO_HOLD = 2.4;
const RESET = [HERO_HOLD, HERO_HOLD + 0.5] as const;
const SENT = HERO_HOLD + 0.8;
const ANSWERED = HERO_HOLD + 2.2;
const PAY = HERO_HOLD + 2.9;
const PAID = HERO_HOLD + 3.7;
const SETTLED = [HERO_HOLD + 4.2, HERO_HOLD + 5.3];
const AMOUNT = 4999;
const SETTLED_BEFORE = 1243321;
/** The request's body, drawn whole in every frame. */
export const HERO_CODE = ['{ "amount": 499900,', '  "currency": "INR",', '  "method": "upi" }'];
const CODE_SIZE = 28;

const again = (t: number, k: number) => resumed(t, RESET, k);

export function hero(w: Words["hero"], checkout: Words["checkout"]): Scene {
  function api(t: number) {
    const answered = again(t, span(t, ANSWERED, ANSWERED + 0.3));
    // While the request is on its way, a spinner where its answer will stand.
    const waiting = t > RESET[1] && t < ANSWERED + 0.3 ? span(t, SENT, SENT + 0.2) * (1 - answered) : 0;
    const x = API.x + PAD;
    const lines = HERO_CODE.map((line, index) =>
      text(x, API.y + 146 + index * 40, line, { size: CODE_SIZE, family: MONO, fill: palette.text }),
    ).join("");
    const pillW = 222;
    return (
      card(API.x, API.y, API.w, API.h) +
      text(x, API.y + 62, "POST", { size: 30, weight: 700, family: MONO, fill: palette.accent }) +
      text(x + 90, API.y + 62, "/v1/payments", { size: 30, family: MONO }) +
      pill(API.x + API.w - PAD - pillW, API.y + 26, pillW, "201 Created", palette.success, {
        size: 26,
        opacity: answered,
      }) +
      spinner(API.x + API.w - PAD - pillW / 2, API.y + 48, 15, t, palette.accent, waiting) +
      rect(API.x, API.y + 92, API.w, 2, 0, { fill: palette.line }) +
      lines +
      text(x, API.y + 268, '→ "status": "captured"', {
        size: CODE_SIZE,
        family: MONO,
        fill: palette.success,
        opacity: answered,
      })
    );
  }

  function checkoutCard(t: number) {
    const paid = again(t, span(t, PAID, PAID + 0.3));
    const x = CHECKOUT_X + PAD;
    const inner = LOWER.w - 2 * PAD;
    const y = LOWER_Y;
    return (
      card(CHECKOUT_X, y, LOWER.w, LOWER.h) +
      text(x, y + 50, "Nova Apparel", { size: 26, fill: palette.muted }) +
      text(x, y + 110, rupees(AMOUNT, 2), { size: 44, weight: 800 }) +
      rect(x, y + 140, inner, 62, 16, { fill: palette.ink, stroke: palette.accent }) +
      shape(`M${x + 20} ${y + 155} L${x + 34} ${y + 171} L${x + 20} ${y + 187} Z`, { fill: palette.accent }) +
      shape(`M${x + 31} ${y + 155} L${x + 45} ${y + 171} L${x + 31} ${y + 187} Z`, { fill: palette.teal }) +
      text(x + 60, y + 181, "UPI", { size: 26, weight: 700 }) +
      circle(x + inner - 30, y + 171, 12, { stroke: palette.accent, width: 3 }) +
      circle(x + inner - 30, y + 171, 6, { fill: palette.accent }) +
      payButton(
        {
          x,
          y: y + 238,
          w: inner,
          h: 64,
          size: 26,
          textY: y + 279,
          spinnerR: 15,
          tick: { x: x + inner / 2 - 38, r: 16 },
          paidX: x + inner / 2 - 14,
        },
        t,
        { amount: AMOUNT, pay: PAY, paid, labels: checkout },
      )
    );
  }

  function dashboard(t: number) {
    const reset = span(t, RESET[0], RESET[1]);
    // The day's total before this payment takes over from the one after it at the reset.
    const total = handover(reset);
    const settled = t < RESET[1] ? 1 : span(t, SETTLED[0], SETTLED[1]);
    const x = DASHBOARD_X + PAD;
    const y = LOWER_Y;
    const figure = (value: number, opacity: number) =>
      text(x, y + 104, rupees(value), { size: 40, weight: 800, opacity });
    const value = Math.round(SETTLED_BEFORE + AMOUNT * settled);
    const base = y + LOWER.h - PAD;
    const heights = [40, 64, 52, 84, 70, 96];
    const step = (LOWER.w - 2 * PAD - 28) / 6;
    let bars = heights
      .map((h, i) => rect(x + i * step, base - h, 28, h, 6, { fill: palette.teal, opacity: 0.55 }))
      .join("");
    const grown = t < RESET[1] ? 1 - reset : settled;
    const last = lerp(56, 112, grown);
    bars += rect(x + 6 * step, base - last, 28, last, 6, { fill: palette.accent });
    return (
      card(DASHBOARD_X, y, LOWER.w, LOWER.h) +
      text(x, y + 50, w.settledToday, { size: 26, fill: palette.muted }) +
      (t < RESET[1]
        ? figure(SETTLED_BEFORE + AMOUNT, total.leaving) + figure(SETTLED_BEFORE, total.arriving)
        : figure(value, 1)) +
      text(x, y + 142, `+${rupees(AMOUNT)}`, {
        size: 26,
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
