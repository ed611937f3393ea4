// Payout: transfers landing. Every two seconds a new payout joins the top of the list as
// 'Processing' and turns 'Credited'; the list moves down one row. Four payouts, four steps:
// after eight seconds every row is back where it started.
import { PHONE, type Scene } from "./scene";
import type { Words } from "./words";
import { card, circle, frame, group, handover, palette, pill, rect, rupees, span, spinner, text, tick } from "./ui";

const W = 960;
const H = 540;
const ROW = 96;
const TOP = 116;
const STEP = 2;
// Where the loop starts within a step: the first frame (the poster) shows a payout still processing.
const OFFSET = 1;
// The phone layout's list.
const PHONE_ROW = 104;
const PHONE_TOP = 100;

const PAYOUTS = [
  { initials: "AT", amount: 48500, colour: palette.teal },
  { initials: "RV", amount: 1200, colour: palette.accent },
  { initials: "PR", amount: 3842000, colour: palette.success },
  { initials: "KM", amount: 240000, colour: palette.muted },
];

export function payout(w: Words["payout"]): Scene {
  const payouts = PAYOUTS.map((payout, index) => ({ ...payout, ...w.payouts[index] }));

  function row(payout: (typeof payouts)[number], y: number, credited: number, t: number, flash: number) {
    const statusY = y + ROW / 2 - 24;
    const status = handover(credited);
    return (
      rect(56, y + 6, 848, ROW - 12, 18, { fill: palette.success, opacity: 0.1 * flash }) +
      circle(108, y + ROW / 2, 30, { fill: payout.colour, opacity: 0.18 }) +
      text(108, y + ROW / 2 + 9, payout.initials, { size: 28, weight: 700, fill: payout.colour, anchor: "middle" }) +
      text(158, y + 42, payout.name, { size: 32, weight: 600 }) +
      text(158, y + 78, payout.via, { size: 28, fill: palette.muted }) +
      text(630, y + ROW / 2 + 11, rupees(payout.amount), { size: 32, weight: 700, anchor: "end" }) +
      pill(660, statusY, 224, w.processing, palette.accent, {
        opacity: status.leaving,
        icon: (cx, cy) => spinner(cx + 6, cy, 11, t),
      }) +
      pill(660, statusY, 224, w.credited, palette.success, {
        opacity: status.arriving,
        icon: (cx, cy) => tick(cx + 6, cy, 13, credited),
      })
    );
  }

  /** A row on the phone: name and amount on the first line, the rail and the status on the second. */
  function phoneRow(payout: (typeof payouts)[number], y: number, credited: number, t: number, flash: number) {
    const status = (label: string, colour: string, opacity: number, icon: (cx: number, cy: number) => string) =>
      pill(302, y + 52, 196, label, colour, { size: 24, opacity, icon });
    const { leaving, arriving } = handover(credited);
    return (
      rect(30, y + 4, 480, PHONE_ROW - 8, 16, { fill: palette.success, opacity: 0.1 * flash }) +
      circle(74, y + PHONE_ROW / 2, 26, { fill: payout.colour, opacity: 0.18 }) +
      text(74, y + PHONE_ROW / 2 + 9, payout.initials, {
        size: 24,
        weight: 700,
        fill: payout.colour,
        anchor: "middle",
      }) +
      text(116, y + 40, payout.name, { size: 28, weight: 600 }) +
      text(498, y + 40, rupees(payout.amount), { size: 28, weight: 700, anchor: "end" }) +
      text(116, y + 82, payout.via.split(" · ")[0], { size: 24, fill: palette.muted }) +
      status(w.processing, palette.accent, leaving, (cx, cy) => spinner(cx + 4, cy, 9, t)) +
      status(w.credited, palette.success, arriving, (cx, cy) => tick(cx + 4, cy, 11, credited))
    );
  }

  /** Where the list is at `t`: the step, its slots' payouts, how far the list has moved, and the newest row's state. */
  function listAt(t: number) {
    const clock = t + OFFSET;
    const step = Math.floor(clock / STEP);
    const local = clock - step * STEP;
    return {
      shift: span(local, 0, 0.7),
      credited: span(local, 1.3, 1.6),
      flash: span(local, 1.3, 1.5) * (1 - span(local, 1.6, STEP)),
      // Slot 0 is the payout arriving; slot 4 the one leaving at the bottom (the same payout, four steps old).
      slots: [0, 1, 2, 3, 4].map((slot) => payouts[(((step - slot) % 4) + 4) % 4]),
    };
  }

  function rowsAt(t: number, top: number, height: number, drawRow: typeof row) {
    const { shift, credited, flash, slots } = listAt(t);
    return slots
      .map((payout, slot) => {
        const y = top + (slot - 1 + shift) * height;
        const opacity = slot === 0 ? shift : slot === 4 ? 1 - shift : 1;
        return group(drawRow(payout, y, slot === 0 ? credited : 1, t, slot === 0 ? flash : 0), { opacity });
      })
      .join("");
  }

  function drawPhone(t: number) {
    const body =
      card(14, 14, PHONE - 28, PHONE - 28) +
      text(40, 66, w.title, { size: 32, weight: 700 }) +
      circle(432, 57, 6, { fill: palette.success }) +
      text(498, 66, w.rails.split(" · ")[0], { size: 24, fill: palette.muted, anchor: "end" }) +
      rect(14, PHONE_TOP - 8, PHONE - 28, 2, 0, { fill: palette.line }) +
      group(rowsAt(t, PHONE_TOP, PHONE_ROW, phoneRow), { clip: "list" });
    return frame(
      PHONE,
      PHONE,
      body,
      `<clipPath id="list"><rect x="14" y="${PHONE_TOP - 6}" width="${PHONE - 28}" height="${PHONE - PHONE_TOP - 16}"/></clipPath>`,
    );
  }

  function draw(t: number) {
    const rows = rowsAt(t, TOP, ROW, row);
    const body =
      card(40, 28, 880, 484) +
      text(76, 88, w.title, { size: 36, weight: 700 }) +
      circle(548, 78, 7, { fill: palette.success }) +
      text(884, 88, w.rails, { size: 28, fill: palette.muted, anchor: "end" }) +
      rect(40, TOP - 6, 880, 2, 0, { fill: palette.line }) +
      group(rows, { clip: "list" });
    return frame(
      W,
      H,
      body,
      `<clipPath id="list"><rect x="40" y="${TOP - 4}" width="880" height="${H - TOP - 28}"/></clipPath>`,
    );
  }

  return {
    name: "payout",
    width: W,
    height: H,
    draw,
    phone: { width: PHONE, height: PHONE, draw: drawPhone },
  };
}
