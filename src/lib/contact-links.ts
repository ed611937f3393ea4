/** `tel:` target for a displayed phone number such as "+91 124 400 0512". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits}`;
}

/** Opens a Gmail compose window addressed to `email`: the spec's "web mail compose" link. */
export function webMailComposeUrl(email: string): string {
  const params = new URLSearchParams({ view: "cm", fs: "1", to: email });
  return `https://mail.google.com/mail/?${params.toString()}`;
}

/** `mailto:` target that opens the visitor's mail app with the subject filled in. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
