import { readEmailJsConfig, type EmailJsConfig } from "./emailjs-config";
import type { SendTemplate } from "./send-enquiry";

// Written out in full: Gatsby inlines GATSBY_* variables only where they are named literally.
const { config, missing } = readEmailJsConfig({
  GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
  GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
  GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  GATSBY_EMAILJS_ACK_TEMPLATE_ID: process.env.GATSBY_EMAILJS_ACK_TEMPLATE_ID,
  GATSBY_EMAILJS_ORIGIN: process.env.GATSBY_EMAILJS_ORIGIN,
});

export const emailTemplates = { enquiry: config.enquiryTemplateId, acknowledgement: config.acknowledgementTemplateId };

type EmailClient = typeof import("@emailjs/browser").default;
let client: Promise<EmailClient> | null = null;

/** Loads the e-mail client (its own chunk) and initialises it once with the public key. */
export function loadEmailClient(settings: EmailJsConfig = config): Promise<EmailClient> {
  client ??= import("@emailjs/browser")
    .then(({ default: emailjs }) => {
      emailjs.init({ publicKey: settings.publicKey }, settings.origin);
      return emailjs;
    })
    .catch((error: unknown) => {
      // Not cached: after a failed chunk load (flaky network), the next submit loads it again.
      client = null;
      throw error;
    });
  return client;
}

/** Sends one template; a missing configuration fails with the names of the missing variables. */
export const sendTemplate: SendTemplate = async (templateId, params) => {
  if (missing.length > 0) throw new Error(`E-mail sending is not configured: set ${missing.join(", ")} at build time`);
  const emailjs = await loadEmailClient();
  return emailjs.send(config.serviceId, templateId, params);
};

export const emailConfigured = missing.length === 0;
