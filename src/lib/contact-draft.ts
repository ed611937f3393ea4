import type { ContactValues } from "./contact-schema";

/** The tab's session storage key of a draft whose send failed. */
export const DRAFT_KEY = "contact-draft";

const FIELDS: (keyof ContactValues)[] = ["firstName", "lastName", "email", "phone", "service", "message"];

/** A draft longer than this is not a visitor's (the form's own limits are far below it). */
const MAX_STORED = 20_000;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/** The tab's sessionStorage, or null where it is refused (privacy modes, sandboxed frames). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the fields (never the captcha: it is not a field of ContactValues) in the tab's session
 * storage after a failed send, so a reload loses nothing; the tab closing removes it.
 */
export function saveDraft(values: ContactValues, store: Storage | null = sessionStore()): void {
  const draft = Object.fromEntries(FIELDS.map((name) => [name, values[name]]));
  try {
    store?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still holds the values until the tab is reloaded.
  }
}

/** The saved draft, or null. Anything else found under the key (edited, truncated) is dropped. */
export function readDraft(store: Storage | null = sessionStore()): Partial<ContactValues> | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw || raw.length > MAX_STORED) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const draft = Object.fromEntries(
    FIELDS.flatMap((name) => (typeof record[name] === "string" && record[name] ? [[name, record[name]]] : [])),
  ) as Partial<ContactValues>;
  return Object.keys(draft).length > 0 ? draft : null;
}

/** Called once the enquiry has been sent. */
export function clearDraft(store: Storage | null = sessionStore()): void {
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear where storage is refused.
  }
}
