/** EmailJS settings, fixed at build time from GATSBY_* environment variables (see .env.example). */
export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  enquiryTemplateId: string;
  acknowledgementTemplateId: string;
  origin: string;
}

export const DEFAULT_EMAILJS_ORIGIN = "https://api.emailjs.com";

type Env = Record<string, string | undefined>;

/** Reads the configuration; `missing` names every required variable that is not set. */
export function readEmailJsConfig(env: Env): { config: EmailJsConfig; missing: string[] } {
  const required = {
    publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
    serviceId: "GATSBY_EMAILJS_SERVICE_ID",
    enquiryTemplateId: "GATSBY_EMAILJS_TEMPLATE_ID",
    acknowledgementTemplateId: "GATSBY_EMAILJS_ACK_TEMPLATE_ID",
  } as const;
  const missing = Object.values(required).filter((name) => !env[name]);
  const config: EmailJsConfig = {
    publicKey: env[required.publicKey] ?? "",
    serviceId: env[required.serviceId] ?? "",
    enquiryTemplateId: env[required.enquiryTemplateId] ?? "",
    acknowledgementTemplateId: env[required.acknowledgementTemplateId] ?? "",
    origin: (env.GATSBY_EMAILJS_ORIGIN || DEFAULT_EMAILJS_ORIGIN).replace(/\/+$/, ""),
  };
  return { config, missing };
}
