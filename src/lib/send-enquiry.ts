// The type alone: the schema brings Yup, which the contact form loads only when the visitor uses it.
import type { ContactValues } from "./contact-schema";

/** Values as sent: trimmed, otherwise verbatim (Devanagari, emoji and markup stay as typed). */
export function trimValues(values: ContactValues): ContactValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as unknown as ContactValues;
}

/** Sends one template with its parameters; rejects on any failure (non-ok status, network). */
export type SendTemplate = (templateId: string, params: Record<string, string>) => Promise<unknown>;

export interface EnquiryTemplates {
  enquiry: string;
  acknowledgement: string;
}

export type EnquiryOutcome = "sent" | "sent-without-acknowledgement" | "failed" | "ignored";

/** How long one e-mail may take: a send that never answers would otherwise leave 'Sending…' forever. */
export const SEND_TIMEOUT_MS = 20_000;

/** Rejects when `promise` has not settled within `ms` (the request itself is not aborted). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface SendEnquiryOptions {
  send: SendTemplate;
  templates: EnquiryTemplates;
  /** The page's language code (content/languages.json: "en", "hi"), sent to both templates as `language`. */
  language: string;
  /** Filled only by bots: the form pretends success and sends nothing. */
  honeypot?: string;
  log?: (message: string, error?: unknown) => void;
  /** Per e-mail; a send that takes longer counts as failed. */
  timeoutMs?: number;
}

/**
 * The send rule (docs/contact-form.md): the enquiry to the company first; only when it succeeded, the
 * acknowledgement to the visitor. The enquiry failing is a failure. The acknowledgement failing
 * alone is still a success, since the company has the enquiry and a retry would duplicate it.
 */
export async function sendEnquiry(values: ContactValues, options: SendEnquiryOptions): Promise<EnquiryOutcome> {
  const { send, templates, language, honeypot = "", log = console.error, timeoutMs = SEND_TIMEOUT_MS } = options;
  if (honeypot.trim() !== "") return "ignored";
  const clean = trimValues(values);
  try {
    await withTimeout(send(templates.enquiry, { ...clean, language }), timeoutMs);
  } catch (error) {
    log("The enquiry e-mail could not be sent", error);
    return "failed";
  }
  try {
    await withTimeout(
      send(templates.acknowledgement, {
        firstName: clean.firstName,
        email: clean.email,
        message: clean.message,
        language,
      }),
      timeoutMs,
    );
  } catch (error) {
    log("The enquiry was sent, but the acknowledgement e-mail to the visitor failed", error);
    return "sent-without-acknowledgement";
  }
  return "sent";
}
