import { isCalendarDate } from "../content-model/to-yup";
import { toInstant } from "../lib/dates";

interface EventEntry {
  slug?: unknown;
  type?: unknown;
  date?: unknown;
}

/**
 * Upcoming events whose date has passed, one line each naming the entry. A warning, never an
 * error: the calendar moving on must not break a build or CI, but the editor should move the
 * event to "past" (and the site would otherwise invite visitors to register for it).
 */
export function staleUpcomingEvents(events: unknown, label: string, now: Date): string[] {
  if (!Array.isArray(events)) return [];
  return (events as EventEntry[]).flatMap((event, index) => {
    // A date that is no day of the calendar is the content check's error, not a warning.
    if (event?.type !== "upcoming" || typeof event.date !== "string" || !isCalendarDate(event.date)) return [];
    const start = toInstant(event.date);
    if (Number.isNaN(start.getTime()) || start.getTime() >= now.getTime()) return [];
    const name = typeof event.slug === "string" ? ` (slug "${event.slug}")` : "";
    return [
      `${label}, entry ${index + 1}${name}: is "upcoming" but its date ${event.date} has passed; change its "type" to "past"`,
    ];
  });
}
