// Compliance suite (SecureFlow): a live feed of risk alerts with their severity. A high-severity
// alert arrives, is flagged, reviewed and resolved. The loop starts (and ends) with it resolved.
import type { Scene } from "./scene";
import { LOOP, card, circle, frame, group, palette, shape, pill, rect, span, spinner, text, tick } from "./ui";

const W = 960;
const H = 540;
const ROW = 96;
const TOP = 118;
const ARRIVE = [0.6, 1.2];
const FLAGGED = 2.2;
const REVIEW = 3.4;
const RESOLVED = 5;

const alerts = [
  { severity: "High", colour: palette.danger, title: "Velocity spike", detail: "14 UPI payments in 2 min" },
  { severity: "Medium", colour: palette.accent, title: "Above usual amount", detail: "₹4,80,000 · merchant 2041" },
  { severity: "Low", colour: palette.teal, title: "New device login", detail: "Pune · verified by OTP" },
  { severity: "Medium", colour: palette.accent, title: "Name screening", detail: "Partial match · 62%" },
];

function flag(cx: number, cy: number) {
  return (
    rect(cx - 9, cy - 13, 3, 27, 1.5, { fill: palette.danger }) +
    shape(`M${cx - 6} ${cy - 12} L${cx + 11} ${cy - 7} L${cx - 6} ${cy - 1} Z`, { fill: palette.danger })
  );
}

/** Status of the first alert at `t` seconds after it arrived. */
function firstStatus(t: number) {
  const resolved = span(t, RESOLVED, RESOLVED + 0.3);
  const flagged = span(t, FLAGGED, FLAGGED + 0.3) * (1 - span(t, REVIEW, REVIEW + 0.3));
  const reviewing = span(t, REVIEW, REVIEW + 0.3) * (1 - resolved);
  const open = Math.max(0, 1 - resolved - flagged - reviewing);
  const x = 664;
  const y = TOP + 24;
  return (
    pill(x, y, 224, "Open", palette.muted, { opacity: open }) +
    pill(x, y, 224, "Flagged", palette.danger, { opacity: flagged, icon: flag }) +
    pill(x, y, 224, "Reviewing", palette.accent, { opacity: reviewing, icon: (cx, cy) => spinner(cx + 6, cy, 11, t) }) +
    pill(x, y, 224, "Resolved", palette.success, {
      opacity: resolved,
      icon: (cx, cy) => tick(cx + 6, cy, 13, resolved),
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
    (index ? pill(664, y + 24, 224, "Open", palette.muted) : firstStatus(t))
  );
}

function draw(t: number) {
  // The first alert leaves resolved and arrives again as a new one, sliding in with a red glow.
  const leave = span(t, ARRIVE[0], ARRIVE[0] + 0.25);
  const arrive = span(t, ARRIVE[0] + 0.25, ARRIVE[1]);
  const leaving = t < ARRIVE[1];
  const glow = span(t, ARRIVE[0] + 0.3, ARRIVE[1]) * (1 - span(t, REVIEW, RESOLVED));
  const open = t > ARRIVE[0] + 0.3 && t < RESOLVED + 0.15 ? 4 : 3;
  const body =
    card(40, 28, 880, 484) +
    text(72, 90, "Risk alerts", { size: 36, weight: 700 }) +
    text(292, 88, "SecureFlow", { size: 28, fill: palette.muted }) +
    circle(690, 78, 8, { fill: palette.danger, opacity: 0.6 + 0.4 * Math.cos(2 * Math.PI * t) }) +
    text(888, 88, `${open} open alerts`, { size: 28, weight: 600, anchor: "end" }) +
    rect(40, TOP - 4, 880, 2, 0, { fill: palette.line }) +
    rect(56, TOP + 6, 848, ROW - 10, 18, { fill: palette.danger, opacity: 0.1 * glow }) +
    rect(56, TOP + 6, 848, ROW - 10, 18, { stroke: palette.danger, width: 2, opacity: 0.7 * glow }) +
    (leaving ? group(alertRow(alerts[0], 0, t + LOOP), { opacity: 1 - leave, dx: 60 * leave }) : "") +
    group(alertRow(alerts[0], 0, t), { opacity: leaving ? arrive : 1, dx: leaving ? -60 * (1 - arrive) : 0 }) +
    alerts
      .slice(1)
      .map((alert, index) => alertRow(alert, index + 1, t))
      .join("");
  return frame(W, H, body);
}

export const compliance: Scene = { name: "compliance", width: W, height: H, draw };
