import { trimValues, type ContactValues } from "./contact-schema";

/** Sends one template with its parameters; rejects on any failure (non-ok status, network). */
export type SendTemplate = (templateId: string, params: Record<string, string>) => Promise<unknown>;

export interface EnquiryTemplates {
  enquiry: string;
  acknowledgement: string;
}

export type EnquiryOutcome = "sent" | "sent-without-acknowledgement" | "failed" | "ignored";

interface SendEnquiryOptions {
  send: SendTemplate;
  templates: EnquiryTemplates;
  /** Filled only by bots: the form pretends success and sends nothing. */
  honeypot?: string;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The send rule (README): the enquiry to the company first; only when it succeeded, the
 * acknowledgement to the visitor. The enquiry failing is a failure. The acknowledgement failing
 * alone is still a success, since the company has the enquiry and a retry would duplicate it.
 */
export async function sendEnquiry(values: ContactValues, options: SendEnquiryOptions): Promise<EnquiryOutcome> {
  const { send, templates, honeypot = "", log = console.error } = options;
  if (honeypot.trim() !== "") return "ignored";
  const clean = trimValues(values);
  try {
    await send(templates.enquiry, { ...clean });
  } catch (error) {
    log("The enquiry e-mail could not be sent", error);
    return "failed";
  }
  try {
    await send(templates.acknowledgement, { firstName: clean.firstName, email: clean.email, message: clean.message });
  } catch (error) {
    log("The enquiry was sent, but the acknowledgement e-mail to the visitor failed", error);
    return "sent-without-acknowledgement";
  }
  return "sent";
}
