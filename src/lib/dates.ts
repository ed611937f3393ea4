/**
 * The one place a content date becomes words: a day as "10 December 2026" / "10 दिसंबर 2026"
 * (day, month name, year, as India writes them), and a time in India's time on a 12-hour clock:
 * "4:00 PM" in English, "शाम 4:00" (with its part of the day) in Hindi. Always Asia/Kolkata, so a
 * page built or read anywhere shows the time the event has in India.
 */
const ZONE = "Asia/Kolkata";

/** A content date has a time when it is a date-time (2026-12-10T16:00:00+05:30), not a day (2026-12-10). */
export const hasTime = (value: string) => value.includes("T");

/**
 * ICU puts a narrow no-break space before AM/PM in some versions and a plain space in others:
 * the built HTML (Node's ICU) and the hydrating browser (its own) must write the same text.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** A day written without a time is that day in India, whatever the build machine's zone. */
export const toInstant = (value: string) => new Date(hasTime(value) ? value : `${value}T00:00:00+05:30`);

function formatDay(instant: Date, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { day: "numeric", month: "long", year: "numeric", timeZone: ZONE }).format(
    instant,
  );
}

/**
 * Hindi names the part of the day before the hour (शाम 4:00); English writes AM/PM after it,
 * in capitals as Indian English does. Intl's long day period says which a language does.
 */
function formatTime(instant: Date, intlLocale: string): string {
  const options = { hour: "numeric", minute: "2-digit", timeZone: ZONE } as const;
  const parts = new Intl.DateTimeFormat(intlLocale, { ...options, dayPeriod: "long" }).formatToParts(instant);
  if (parts[0]?.type === "dayPeriod") return parts.map((part) => part.value).join("");
  return new Intl.DateTimeFormat(intlLocale, { ...options, hour12: true })
    .formatToParts(instant)
    .map((part) => (part.type === "dayPeriod" ? part.value.toUpperCase() : part.value))
    .join("");
}

/**
 * A content date as the page's language reads it. `withTime` is the language's sentence for a
 * date and a time (ui.json's dateAtTime, e.g. "{date}, {time} IST"); a day alone is just the day.
 */
export function formatDate(value: string, intlLocale: string, withTime: string): string {
  const instant = toInstant(value);
  const day = formatDay(instant, intlLocale);
  if (!hasTime(value)) return plainSpaces(day);
  return plainSpaces(withTime.replace("{date}", day).replace("{time}", formatTime(instant, intlLocale)));
}
