// Payment aggregation: one checkout offering UPI, cards, netbanking and wallets. The highlight
// moves through the methods, UPI is chosen and the order is paid. The loop starts (and ends)
// on the paid order, so the poster shows the choice made.
import { PHONE, type Scene } from "./scene";
import type { Words } from "./words";
import {
  card,
  circle,
  frame,
  handover,
  lerp,
  palette,
  payButton,
  rect,
  resumed,
  rupees,
  shape,
  span,
  text,
} from "./ui";

const W = 960;
const H = 540;
const ROW = 94;
const TOP = 124;
const RESET = [0.6, 1.1] as const;
const CHOSEN = 4.5;
const PAY = 5.2;
const PAID = 5.9;
const AMOUNT = 4999;

const again = (t: number, k: number) => resumed(t, RESET, k);

type Icon = (x: number, y: number) => string;
const upi: Icon = (x, y) =>
  shape(`M${x + 12} ${y + 10} L${x + 26} ${y + 24} L${x + 12} ${y + 38} Z`, { fill: palette.accent }) +
  shape(`M${x + 24} ${y + 10} L${x + 38} ${y + 24} L${x + 24} ${y + 38} Z`, { fill: palette.teal });
const cards: Icon = (x, y) =>
  rect(x + 7, y + 12, 34, 24, 4, { stroke: palette.text, width: 3 }) +
  rect(x + 7, y + 18, 34, 5, 0, { fill: palette.text });
const netbanking: Icon = (x, y) =>
  shape(`M${x + 6} ${y + 18} L${x + 24} ${y + 8} L${x + 42} ${y + 18} Z`, { fill: palette.text }) +
  [12, 22, 32].map((cx) => rect(x + cx, y + 21, 4, 13, 1, { fill: palette.text })).join("") +
  rect(x + 7, y + 36, 34, 4, 1, { fill: palette.text });
const wallets: Icon = (x, y) =>
  rect(x + 7, y + 12, 34, 26, 6, { stroke: palette.text, width: 3 }) +
  rect(x + 26, y + 20, 15, 10, 4, { fill: palette.text }) +
  circle(x + 31, y + 25, 2, { fill: palette.raised });

const ICONS = [upi, cards, netbanking, wallets];

export function aggregator(w: Words["aggregator"], checkout: Words["checkout"]): Scene {
  const methods = ICONS.map((icon, index) => ({ icon, ...w.methods[index] }));

  /** Which row the highlight is on: it visits cards, netbanking and wallets, then settles on UPI. */
  function highlight(t: number) {
    if (t < RESET[1] + 0.1) return 0;
    return 1 + span(t, 2.2, 2.6) + span(t, 3, 3.4) - 3 * span(t, 3.9, 4.5);
  }

  function methodsPanel(t: number) {
    const chosen = again(t, span(t, CHOSEN, CHOSEN + 0.3));
    const ringOpacity = again(t, span(t, 1.2, 1.5));
    const ringY = TOP + highlight(t) * ROW;
    let rows = "";
    methods.forEach((method, index) => {
      const y = TOP + index * ROW;
      rows +=
        rect(64, y, 492, ROW - 12, 16, { fill: palette.ink, stroke: palette.line }) +
        rect(84, y + 17, 48, 48, 12, { fill: palette.surface }) +
        method.icon(84, y + 17) +
        text(152, y + 52, method.label, { size: 32, weight: 600 }) +
        text(492, y + 51, method.detail, { size: 28, fill: palette.muted, anchor: "end" }) +
        circle(526, y + 41, 13, { stroke: index === 0 && chosen ? palette.accent : palette.lineStrong, width: 3 }) +
        (index === 0 ? circle(526, y + 41, lerp(0, 7, chosen), { fill: palette.accent, opacity: chosen }) : "");
    });
    return (
      card(40, 28, 540, 484) +
      text(64, 90, w.title, { size: 34, weight: 700 }) +
      rows +
      rect(64, ringY, 492, ROW - 12, 16, { stroke: palette.accent, width: 3, opacity: ringOpacity }) +
      rect(64, ringY, 492, ROW - 12, 16, { fill: palette.accent, opacity: 0.06 * ringOpacity })
    );
  }

  function summary(t: number) {
    const chosen = again(t, span(t, CHOSEN, CHOSEN + 0.3));
    const paid = again(t, span(t, PAID, PAID + 0.3));
    const via = handover(paid);
    return (
      card(610, 28, 310, 484) +
      text(638, 92, "Nova Apparel", { size: 30, weight: 700 }) +
      text(638, 132, w.order, { size: 28, fill: palette.muted }) +
      rect(638, 160, 254, 2, 0, { fill: palette.line }) +
      text(638, 214, w.total, { size: 28, fill: palette.muted }) +
      text(638, 274, rupees(AMOUNT), { size: 50, weight: 800 }) +
      text(638, 330, w.via, { size: 28, fill: palette.muted, opacity: chosen * via.leaving }) +
      text(638, 330, w.paidVia, { size: 28, weight: 600, fill: palette.success, opacity: via.arriving }) +
      payButton(
        { x: 634, y: 420, w: 262, h: 66, size: 28, textY: 463, spinnerR: 15, tick: { x: 712, r: 16 }, paidX: 740 },
        t,
        { amount: AMOUNT, pay: PAY, paid, labels: checkout, ready: lerp(0.35, 1, chosen) },
      )
    );
  }

  const PHONE_ROW = 74;
  const PHONE_TOP = 104;

  /** The phone's checkout: the order and its total on top, the four methods, and the Pay button. */
  function drawPhone(t: number) {
    const chosen = again(t, span(t, CHOSEN, CHOSEN + 0.3));
    const paid = again(t, span(t, PAID, PAID + 0.3));
    const ringOpacity = again(t, span(t, 1.2, 1.5));
    const ringY = PHONE_TOP + highlight(t) * PHONE_ROW;
    const rows = methods
      .map((method, index) => {
        const y = PHONE_TOP + index * PHONE_ROW;
        return (
          rect(36, y, 468, PHONE_ROW - 10, 14, { fill: palette.ink, stroke: palette.line }) +
          rect(50, y + 8, 48, 48, 12, { fill: palette.surface }) +
          method.icon(50, y + 8) +
          text(114, y + 42, method.label, { size: 28, weight: 600 }) +
          text(434, y + 42, method.detail, { size: 24, fill: palette.muted, anchor: "end" }) +
          circle(468, y + 32, 12, { stroke: index === 0 && chosen ? palette.accent : palette.lineStrong, width: 3 }) +
          (index === 0 ? circle(468, y + 32, lerp(0, 6, chosen), { fill: palette.accent, opacity: chosen }) : "")
        );
      })
      .join("");
    const body =
      card(14, 14, PHONE - 28, PHONE - 28) +
      text(40, 64, "Nova Apparel", { size: 28, weight: 700 }) +
      text(500, 66, rupees(AMOUNT), { size: 32, weight: 800, anchor: "end" }) +
      rows +
      rect(36, ringY, 468, PHONE_ROW - 10, 14, { stroke: palette.accent, width: 3, opacity: ringOpacity }) +
      rect(36, ringY, 468, PHONE_ROW - 10, 14, { fill: palette.accent, opacity: 0.06 * ringOpacity }) +
      payButton(
        { x: 36, y: 416, w: 468, h: 70, size: 28, textY: 461, spinnerR: 15, tick: { x: 226, r: 16 }, paidX: 254 },
        t,
        { amount: AMOUNT, pay: PAY, paid, labels: checkout, ready: lerp(0.35, 1, chosen) },
      );
    return frame(PHONE, PHONE, body);
  }

  function draw(t: number) {
    return frame(W, H, methodsPanel(t) + summary(t));
  }

  return {
    name: "aggregator",
    width: W,
    height: H,
    draw,
    phone: { width: PHONE, height: PHONE, draw: drawPhone },
  };
}
