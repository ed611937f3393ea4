// BBPS: a bill fetched and paid. The consumer number is typed, the bill is fetched from the
// biller and paid, and the receipt beside the form fills in as it goes: its amount once fetched,
// its BBPS reference once paid. The loop starts (and ends) on the paid state, so the poster shows
// the whole story.
import { PHONE, type Scene } from "./scene";
import { fill, type Words } from "./words";
import {
  MONO,
  card,
  caret,
  circle,
  frame,
  group,
  handover,
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
  tickBeside,
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

/** Where the form's parts sit: the wide frame's, or the phone's. */
const WIDE_FORM = {
  x: 76,
  w: 408,
  label: 28,
  value: 28,
  number: 30,
  title: 36,
  fields: [140, 252],
  due: 388,
  button: 420,
};
const PHONE_FORM = {
  x: 40,
  w: 460,
  label: 24,
  value: 26,
  number: 28,
  title: 32,
  fields: [128, 240],
  due: 372,
  button: 408,
};
type FormLayout = typeof WIDE_FORM;

export function bbps(w: Words["bbps"], checkout: Words["checkout"]): Scene {
  function field(at: FormLayout, y: number, label: string, value: string) {
    return (
      text(at.x, y, label, { size: at.label, weight: 600, fill: palette.muted }) +
      rect(at.x, y + 14, at.w, 62, 14, { fill: palette.ink, stroke: palette.lineStrong }) +
      value
    );
  }

  function form(t: number, at: FormLayout = WIDE_FORM) {
    const number = "1029384756";
    const typed = again(t, 0) === 1 ? number.length : Math.floor(linear(t, 1.2, 2.3) * number.length);
    const typing = t > RESET[1] && t < FETCH;
    const fetched = again(t, span(t, FETCHED, FETCHED + 0.3));
    const fetching = (1 - fetched) * span(t, FETCH, FETCH + 0.15);
    const paid = again(t, span(t, PAID, PAID + 0.3));
    // The button's label goes Fetch bill, Pay, a spinner, Paid, and from Paid back to Fetch bill at
    // the reset: each hands over to the next, so no frame shows two labels over each other.
    const reset = handover(span(t, ...RESET));
    const toPay = handover(span(t, FETCHED + 0.1, FETCHED + 0.4));
    const toSpinner = handover(span(t, PAY + 0.1, PAY + 0.25));
    const toPaid = handover(span(t, PAID, PAID + 0.3));
    const pressAt = (at: number) => span(t, at, at + 0.1) * (1 - span(t, at + 0.12, at + 0.25));
    const shimmer = 0.35 + 0.25 * Math.sin(2 * Math.PI * 2 * t);
    const right = at.x + at.w;
    const mid = at.x + at.w / 2;
    const [biller, consumer] = at.fields;
    const charWidth = at.number * 0.6;
    const paidAt = tickBeside(checkout.paid, { size: 28, cx: mid, tick: mid - 30, r: 16, text: mid - 6 });
    return (
      text(at.x, biller - 50, w.title, { size: at.title, weight: 700 }) +
      text(right, biller - 52, "BBPS", { size: at.label, weight: 700, fill: palette.teal, anchor: "end" }) +
      field(at, biller, w.biller, text(at.x + 18, biller + 56, w.billerName, { size: at.value, weight: 600 })) +
      field(
        at,
        consumer,
        w.consumerNumber,
        text(at.x + 18, consumer + 57, number.slice(0, typed), { size: at.number, weight: 700, family: MONO }) +
          (typing ? caret(at.x + 18 + typed * charWidth, consumer + 57, at.number, t) : ""),
      ) +
      text(at.x, at.due, w.amountDue, {
        size: at.label,
        weight: 600,
        fill: palette.muted,
        opacity: Math.max(fetched, fetching),
      }) +
      rect(right - 204, at.due - 26, 204, 34, 10, { fill: palette.lineStrong, opacity: fetching * shimmer }) +
      text(right, at.due + 4, rupees(AMOUNT, 2), { size: at.title, weight: 800, anchor: "end", opacity: fetched }) +
      scaleAbout(
        rect(at.x, at.button, at.w, 64, 32, { fill: palette.accent, opacity: 1 - paid }) +
          rect(at.x, at.button, at.w, 64, 32, { fill: palette.success, opacity: paid }) +
          text(mid, at.button + 42, w.fetchBill, {
            size: 28,
            weight: 700,
            fill: palette.onAccent,
            anchor: "middle",
            opacity: reset.arriving * toPay.leaving,
          }) +
          text(mid, at.button + 42, fill(checkout.pay, { amount: rupees(AMOUNT) }), {
            size: 28,
            weight: 700,
            fill: palette.onAccent,
            anchor: "middle",
            opacity: toPay.arriving * toSpinner.leaving,
          }) +
          spinner(mid, at.button + 32, 15, t, palette.onAccent, toSpinner.arriving * toPaid.leaving) +
          group(
            tick(paidAt.tick, at.button + 32, 16, paid, palette.ink, palette.success) +
              text(paidAt.text, at.button + 42, checkout.paid, { size: 28, weight: 700, fill: palette.onAccent }),
            {
              opacity: Math.max(reset.leaving, toPaid.arriving),
            },
          ),
        mid,
        at.button + 32,
        1 - 0.05 * (pressAt(FETCH) + pressAt(PAY)),
      )
    );
  }

  /**
   * The receipt pane is never empty: from the reset it is the bill's receipt in waiting (a pending
   * mark, the amount once fetched, the reference still to come), and at payment it becomes the
   * paid receipt in place.
   */
  function receipt(t: number) {
    const done = again(t, span(t, PAID, PAID + 0.5));
    const pending = 1 - done;
    const title = handover(done);
    const ticked = again(t, linear(t, PAID + 0.2, PAID + 0.8));
    const fetched = again(t, span(t, FETCHED, FETCHED + 0.3));
    const fetching = (1 - fetched) * span(t, FETCH, FETCH + 0.15);
    const paying = pending * span(t, PAY + 0.1, PAY + 0.25);
    const shimmer = 0.45 + 0.2 * fetching * Math.sin(2 * Math.PI * 2 * t);
    const skeleton = (x: number, y: number, w: number, opacity: number) =>
      rect(x, y, w, 28, 10, { fill: palette.lineStrong, opacity: opacity * shimmer });
    return (
      card(540, 60, 380, 420) +
      rect(540, 60, 380, 420, 24, { stroke: palette.success, width: 2, opacity: done }) +
      circle(730, 136, 38, { stroke: palette.lineStrong, width: 4, opacity: pending * (1 - paying) }) +
      spinner(730, 136, 30, t, palette.accent, paying) +
      tick(730, 136, 40, ticked) +
      text(730, 218, w.receipt, { size: 34, weight: 700, anchor: "middle", opacity: title.leaving }) +
      text(730, 218, w.billPaid, { size: 34, weight: 700, anchor: "middle", opacity: title.arriving }) +
      skeleton(620, 244, 220, pending * (1 - fetched)) +
      text(730, 270, rupees(AMOUNT, 2), { size: 36, weight: 800, anchor: "middle", opacity: pending * fetched }) +
      text(730, 270, rupees(AMOUNT, 2), {
        size: 36,
        weight: 800,
        fill: palette.success,
        anchor: "middle",
        opacity: done,
      }) +
      rect(576, 300, 308, 2, 0, { fill: palette.line }) +
      text(576, 346, w.reference, { size: 28, fill: palette.muted }) +
      skeleton(576, 364, 228, pending) +
      text(576, 388, "BD0123AB4567", { size: 28, weight: 700, family: MONO, opacity: done }) +
      skeleton(576, 418, 160, pending) +
      text(576, 440, w.paidBy, { size: 28, fill: palette.muted, opacity: done })
    );
  }

  /** On the phone the receipt rises over the form once the bill is paid, then makes way at the reset. */
  function phoneReceipt(t: number) {
    const shown = again(t, span(t, PAID + 0.3, PAID + 0.8));
    const ticked = again(t, linear(t, PAID + 0.5, PAID + 1.1));
    return group(
      card(28, 206, 484, 290, { border: palette.success }) +
        tick(90, 276, 34, ticked) +
        text(142, 270, w.billPaid, { size: 30, weight: 700 }) +
        text(142, 306, rupees(AMOUNT, 2), { size: 28, weight: 800, fill: palette.success }) +
        rect(56, 348, 428, 2, 0, { fill: palette.line }) +
        text(56, 394, w.reference, { size: 24, fill: palette.muted }) +
        text(56, 436, "BD0123AB4567", { size: 28, weight: 700, family: MONO }) +
        text(484, 394, w.paidBy, { size: 24, fill: palette.muted, anchor: "end" }),
      { opacity: shown, dy: 60 * (1 - shown) },
    );
  }

  function drawPhone(t: number) {
    return frame(PHONE, PHONE, card(14, 14, PHONE - 28, PHONE - 28) + form(t, PHONE_FORM) + phoneReceipt(t));
  }

  function draw(t: number) {
    return frame(W, H, card(40, 28, 480, 484) + form(t) + receipt(t));
  }

  return {
    name: "bbps",
    width: W,
    height: H,
    draw,
    phone: { width: PHONE, height: PHONE, draw: drawPhone },
  };
}
