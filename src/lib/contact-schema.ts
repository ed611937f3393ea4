import { object, string } from "yup";

/** Spec 5: the messages are exact. Length limits keep abuse out of the mail templates. */
export const contactMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email",
  phone: "Enter 10 digit phone",
};

export const contactLimits = { name: 100, email: 254, message: 5000, phone: 10 };

export const contactSchema = object({
  firstName: string().max(contactLimits.name, `At most ${contactLimits.name} characters`),
  lastName: string().max(contactLimits.name, `At most ${contactLimits.name} characters`),
  email: string()
    .trim()
    .required(contactMessages.emailRequired)
    .max(contactLimits.email, contactMessages.emailInvalid)
    .email(contactMessages.emailInvalid),
  phone: string().matches(/^[0-9]{10}$/, contactMessages.phone),
  service: string(),
  message: string().max(contactLimits.message, `At most ${contactLimits.message} characters`),
});

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

/** Values as sent: trimmed, otherwise verbatim (Devanagari, emoji and markup stay as typed). */
export function trimValues(values: ContactValues): ContactValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as unknown as ContactValues;
}
