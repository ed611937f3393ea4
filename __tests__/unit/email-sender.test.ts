import { emailConfigured, sendTemplate } from "../../src/components/contact/email-sender";

describe("e-mail sending without configuration", () => {
  it("fails the send with a message naming every missing variable, instead of crashing", async () => {
    // jest runs without GATSBY_EMAILJS_* set, like a build without the keys.
    expect(emailConfigured).toBe(false);
    await expect(sendTemplate("any-template", {})).rejects.toThrow(
      "E-mail sending is not configured: set GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_ACK_TEMPLATE_ID at build time",
    );
  });
});
