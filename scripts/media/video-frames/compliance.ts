// Compliance suite (SecureFlow): a live feed of risk alerts with their severity. A high-severity
// alert arrives, is flagged, reviewed and resolved. The loop starts (and ends) with it resolved.
import { PHONE, type Scene } from "./scene";
import { fill, type Words } from "./words";
import {
  LOOP,
  card,
  circle,
  frame,
  group,
  handover,
  palette,
  shape,
  pill,
  rect,
  span,
  spinner,
  text,
  tick,
} from "./ui";

const W = 960;
const H = 540;
const ROW = 96;
const TOP = 118;
const ARRIVE = [0.6, 1.2];
const FLAGGED = 2.2;
const REVIEW = 3.4;
const RESOLVED = 5;

// Each alert's severity colour: high, medium, low, medium.
const COLOURS = [palette.danger, palette.accent, palette.teal, palette.accent];

export function compliance(w: Words["compliance"]): Scene {
  const alerts = COLOURS.map((colour, index) => ({ colour, ...w.alerts[index] }));

  function flag(cx: number, cy: number) {
    return (
      rect(cx - 9, cy - 13, 3, 27, 1.5, { fill: palette.danger }) +
      shape(`M${cx - 6} ${cy - 12} L${cx + 11} ${cy - 7} L${cx - 6} ${cy - 1} Z`, { fill: palette.danger })
    );
  }

  /** Status of the first alert at `t` seconds after it arrived, in a pill at (x, y). */
  function firstStatus(t: number, { x = 664, y = TOP + 24, width = 224, size = 28 } = {}) {
    // Each status hands over to the next, so no two labels are ever drawn over each other.
    const toFlagged = handover(span(t, FLAGGED, FLAGGED + 0.3));
    const toReviewing = handover(span(t, REVIEW, REVIEW + 0.3));
    const toResolved = handover(span(t, RESOLVED, RESOLVED + 0.3));
    const open = toFlagged.leaving;
    const flagged = toFlagged.arriving * toReviewing.leaving;
    const reviewing = toReviewing.arriving * toResolved.leaving;
    const resolved = toResolved.arriving;
    const k = size / 28;
    return (
      pill(x, y, width, w.open, palette.muted, { size, opacity: open }) +
      pill(x, y, width, w.flagged, palette.danger, { size, opacity: flagged, icon: flag }) +
      pill(x, y, width, w.reviewing, palette.accent, {
        size,
        opacity: reviewing,
        icon: (cx, cy) => spinner(cx + 6 * k, cy, 11 * k, t),
      }) +
      pill(x, y, width, w.resolved, palette.success, {
        size,
        opacity: resolved,
        icon: (cx, cy) => tick(cx + 6 * k, cy, 13 * k, resolved),
      })
    );
  }

  function alertRow(alert: (typeof alerts)[number], index: number, t: number) {
    const y = TOP + index * ROW;
    return (
      (index ? rect(64, y, 832, 2, 0, { fill: palette.line, opacity: 0.7 }) : "") +
      pill(72, y + 24, 134, alert.severity, alert.colour) +
      text(228, y + 44, alert.title, { size: 30, weight: 600 }) +
      text(228, y + 80, alert.detail, { size: 28, fill: palette.muted }) +
      (index ? pill(664, y + 24, 224, w.open, palette.muted) : firstStatus(t))
    );
  }

  const PHONE_ROW = 138;
  const PHONE_TOP = 96;

  /** An alert on the phone: severity and status on the first line, what happened under them. */
  function phoneAlert(alert: (typeof alerts)[number], index: number, t: number) {
    const y = PHONE_TOP + index * PHONE_ROW;
    return (
      (index ? rect(36, y, 468, 2, 0, { fill: palette.line, opacity: 0.7 }) : "") +
      pill(40, y + 16, 120, alert.severity, alert.colour, { size: 24 }) +
      (index
        ? pill(316, y + 16, 184, w.open, palette.muted, { size: 24 })
        : firstStatus(t, { x: 316, y: y + 16, width: 184, size: 24 })) +
      text(40, y + 94, alert.title, { size: 28, weight: 600 }) +
      text(40, y + 126, alert.detail, { size: 24, fill: palette.muted })
    );
  }

  /** The first alert leaves resolved and arrives again as a new one, sliding in with a red glow. */
  function arrival(t: number) {
    const leave = span(t, ARRIVE[0], ARRIVE[0] + 0.25);
    const arrive = span(t, ARRIVE[0] + 0.25, ARRIVE[1]);
    const leaving = t < ARRIVE[1];
    const glow = span(t, ARRIVE[0] + 0.3, ARRIVE[1]) * (1 - span(t, REVIEW, RESOLVED));
    const open = t > ARRIVE[0] + 0.3 && t < RESOLVED + 0.15 ? 4 : 3;
    /** The first row as it leaves (the previous run's) and arrives (this run's), `slide` pixels apart. */
    const first = (drawRow: (t: number) => string, slide: number) =>
      (leaving ? group(drawRow(t + LOOP), { opacity: 1 - leave, dx: slide * leave }) : "") +
      group(drawRow(t), { opacity: leaving ? arrive : 1, dx: leaving ? -slide * (1 - arrive) : 0 });
    return { glow, open, first };
  }

  function drawPhone(t: number) {
    const { glow, open, first } = arrival(t);
    // Three alerts fit the square; the fourth is counted in the header.
    const body =
      card(14, 14, PHONE - 28, PHONE - 28) +
      text(40, 64, w.title, { size: 32, weight: 700 }) +
      circle(360, 54, 7, { fill: palette.danger, opacity: 0.6 + 0.4 * Math.cos(2 * Math.PI * t) }) +
      text(500, 64, fill(w.openShort, { count: open }), { size: 24, weight: 600, anchor: "end" }) +
      rect(14, PHONE_TOP - 4, PHONE - 28, 2, 0, { fill: palette.line }) +
      rect(26, PHONE_TOP + 6, 488, PHONE_ROW - 10, 16, { fill: palette.danger, opacity: 0.1 * glow }) +
      rect(26, PHONE_TOP + 6, 488, PHONE_ROW - 10, 16, { stroke: palette.danger, width: 2, opacity: 0.7 * glow }) +
      first((clock) => phoneAlert(alerts[0], 0, clock), 40) +
      alerts
        .slice(1, 3)
        .map((alert, index) => phoneAlert(alert, index + 1, t))
        .join("");
    return frame(PHONE, PHONE, body);
  }

  function draw(t: number) {
    const { glow, open, first } = arrival(t);
    const body =
      card(40, 28, 880, 484) +
      text(72, 90, w.title, { size: 36, weight: 700 }) +
      text(292, 88, "SecureFlow", { size: 28, fill: palette.muted }) +
      circle(690, 78, 8, { fill: palette.danger, opacity: 0.6 + 0.4 * Math.cos(2 * Math.PI * t) }) +
      text(888, 88, fill(w.openAlerts, { count: open }), { size: 28, weight: 600, anchor: "end" }) +
      rect(40, TOP - 4, 880, 2, 0, { fill: palette.line }) +
      rect(56, TOP + 6, 848, ROW - 10, 18, { fill: palette.danger, opacity: 0.1 * glow }) +
      rect(56, TOP + 6, 848, ROW - 10, 18, { stroke: palette.danger, width: 2, opacity: 0.7 * glow }) +
      first((clock) => alertRow(alerts[0], 0, clock), 60) +
      alerts
        .slice(1)
        .map((alert, index) => alertRow(alert, index + 1, t))
        .join("");
    return frame(W, H, body);
  }

  return {
    name: "compliance",
    width: W,
    height: H,
    draw,
    phone: { width: PHONE, height: PHONE, draw: drawPhone },
  };
}
