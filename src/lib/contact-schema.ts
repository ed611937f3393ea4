import { object, string } from "yup";
import { fill } from "./text";

/** The messages, in the page's language (content/ui.json); spec 5 fixes the English ones exactly. */
export interface ContactMessages {
  emailRequired: string;
  emailInvalid: string;
  phoneInvalid: string;
  /** With the token {max}. */
  tooLong: string;
  serviceInvalid: string;
}

/** Length limits keep abuse out of the mail templates. */
export const contactLimits = { name: 100, email: 254, message: 5000, phone: 10 };

/**
 * The same rules in every language; only the messages differ. `services` are the values the
 * dropdown offers (content/contact.json's serviceOptions, its placeholder "" included): the one
 * list, so a value added to the page by hand is refused.
 */
export function contactSchema(messages: ContactMessages, services: readonly string[]) {
  const atMost = (max: number) => fill(messages.tooLong, { max });
  return object({
    firstName: string().max(contactLimits.name, atMost(contactLimits.name)),
    lastName: string().max(contactLimits.name, atMost(contactLimits.name)),
    email: string()
      .trim()
      .required(messages.emailRequired)
      .max(contactLimits.email, messages.emailInvalid)
      .email(messages.emailInvalid),
    phone: string().matches(/^[0-9]{10}$/, messages.phoneInvalid),
    // Formik validates an empty field as undefined: the placeholder's "" stands for it.
    service: string().test("offered", messages.serviceInvalid, (value) => services.includes(value ?? "")),
    message: string().max(contactLimits.message, atMost(contactLimits.message)),
  });
}

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

export const emptyContact: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  service: "",
  message: "",
};
