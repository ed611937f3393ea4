import * as yup from "yup";
import type { TextCheck, TextField } from "./fields";
import type { KeySet } from "./keys";

/*
 * The rules of a text field that need nothing but the text: whitespace, length, pattern, closed
 * set, calendar day. The build (to-yup, which adds the checks that read files) and the CMS (in
 * the browser) both run these, so an editor reads the build's message for the same rule.
 */

export type Text = yup.StringSchema<string | undefined>;

export const keyMessage = (set: KeySet) =>
  `must be one of the ${set.name} keys: ${set.keys.join(", ")} (categories.json gives each its label)`;

/** 2026-02-31 matches the pattern but is no day: Date would roll it over to 3 March. */
export function isCalendarDate(value: string | undefined): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/.exec(value ?? "");
  if (!match) return true;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

function withCheck(schema: Text, check: TextCheck): Text {
  switch (check.check) {
    case "pattern":
      return schema.matches(new RegExp(check.source, "u"), {
        message: check.message,
        excludeEmptyString: check.skipEmpty,
      });
    case "oneOf":
      return schema.oneOf(check.values, `must be one of: ${check.values.join(", ")}`);
    case "key":
      return schema.oneOf(check.set.keys, keyMessage(check.set));
    case "calendarDate":
      return schema.test("calendar-date", "${value} is not a day of the calendar", (value) => isCalendarDate(value));
    default:
      return schema;
  }
}

/** A text field's yup schema; `more` adds the checks this one leaves out (those that read files). */
export function textRules(field: TextField, more: (schema: Text, check: TextCheck) => Text = (schema) => schema): Text {
  if (field.blank) return field.optional ? yup.string().strict() : yup.string().strict().defined();
  const trimmed = yup.string().strict().trim();
  const required = field.optional ? trimmed : trimmed.required();
  const sized = required.min(field.minLength ?? 1);
  const bounded = field.maxLength === undefined ? sized : sized.max(field.maxLength);
  return field.checks.reduce((schema, check) => more(withCheck(schema, check), check), bounded);
}

/** The build's message for a text, or undefined when it passes: yup's leading "this " dropped, as the build drops the path. */
export function textProblem(field: TextField, value: unknown): string | undefined {
  try {
    textRules(field).validateSync(value);
    return undefined;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return error.message.replace(/^this /, "");
  }
}
