// Payout: transfers landing. Every two seconds a new payout joins the top of the list as
// 'Processing' and turns 'Credited'; the list moves down one row. Four payouts, four steps:
// after eight seconds every row is back where it started.
import type { Scene } from "./scene";
import { card, circle, frame, group, palette, pill, rect, rupees, span, spinner, text, tick } from "./ui";

const W = 960;
const H = 540;
const ROW = 96;
const TOP = 116;
const STEP = 2;
// Where the loop starts within a step: the first frame (the poster) shows a payout still processing.
const OFFSET = 1;

const payouts = [
  { initials: "AT", name: "Asha Traders", via: "IMPS · HDFC ••4821", amount: 48500, colour: palette.teal },
  { initials: "RV", name: "Rohan Verma", via: "UPI · rohan.v@upi", amount: 1200, colour: palette.accent },
  { initials: "PR", name: "Payroll · 214", via: "NEFT · bulk file", amount: 3842000, colour: palette.success },
  { initials: "KM", name: "Kirana Mart", via: "RTGS · SBI ••0917", amount: 240000, colour: palette.muted },
];

function row(payout: (typeof payouts)[number], y: number, credited: number, t: number, flash: number) {
  const statusY = y + ROW / 2 - 24;
  return (
    rect(56, y + 6, 848, ROW - 12, 18, { fill: palette.success, opacity: 0.1 * flash }) +
    circle(108, y + ROW / 2, 30, { fill: payout.colour, opacity: 0.18 }) +
    text(108, y + ROW / 2 + 9, payout.initials, { size: 28, weight: 700, fill: payout.colour, anchor: "middle" }) +
    text(158, y + 42, payout.name, { size: 32, weight: 600 }) +
    text(158, y + 78, payout.via, { size: 28, fill: palette.muted }) +
    text(630, y + ROW / 2 + 11, rupees(payout.amount), { size: 32, weight: 700, anchor: "end" }) +
    pill(660, statusY, 224, "Processing", palette.accent, {
      opacity: 1 - credited,
      icon: (cx, cy) => spinner(cx + 6, cy, 11, t),
    }) +
    pill(660, statusY, 224, "Credited", palette.success, {
      opacity: credited,
      icon: (cx, cy) => tick(cx + 6, cy, 13, credited),
    })
  );
}

function draw(t: number) {
  const clock = t + OFFSET;
  const step = Math.floor(clock / STEP);
  const local = clock - step * STEP;
  const shift = span(local, 0, 0.7);
  const credited = span(local, 1.3, 1.6);
  const flash = span(local, 1.3, 1.5) * (1 - span(local, 1.6, STEP));
  let rows = "";
  // Slot 0 is the payout arriving; slot 4 the one leaving at the bottom (the same payout, four steps old).
  for (let slot = 0; slot <= 4; slot += 1) {
    const payout = payouts[(((step - slot) % 4) + 4) % 4];
    const y = TOP + (slot - 1 + shift) * ROW;
    const opacity = slot === 0 ? shift : slot === 4 ? 1 - shift : 1;
    rows += group(row(payout, y, slot === 0 ? credited : 1, t, slot === 0 ? flash : 0), { opacity });
  }
  const body =
    card(40, 28, 880, 484) +
    text(76, 88, "Payouts", { size: 36, weight: 700 }) +
    circle(548, 78, 7, { fill: palette.success }) +
    text(884, 88, "24×7 · IMPS · UPI · NEFT", { size: 28, fill: palette.muted, anchor: "end" }) +
    rect(40, TOP - 6, 880, 2, 0, { fill: palette.line }) +
    group(rows, { clip: "list" });
  return frame(
    W,
    H,
    body,
    `<clipPath id="list"><rect x="40" y="${TOP - 4}" width="880" height="${H - TOP - 28}"/></clipPath>`,
  );
}

export const payout: Scene = { name: "payout", width: W, height: H, draw };
