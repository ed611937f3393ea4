import { emailConfigured, sendTemplate } from "../../src/lib/email-sender";

describe("e-mail sending without configuration", () => {
  it("fails the send with a message naming every missing variable, instead of crashing", async () => {
    // jest runs without GATSBY_EMAILJS_* set, like a build without the keys.
    expect(emailConfigured).toBe(false);
    await expect(sendTemplate("any-template", {})).rejects.toThrow(
      "E-mail sending is not configured: set GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_ACK_TEMPLATE_ID at build time",
    );
  });
});

describe("loading the e-mail client", () => {
  it("loads the chunk again on the next call after a failed load", async () => {
    const emailjs = { init: jest.fn(), send: jest.fn() };
    let loads = 0;
    jest.doMock("@emailjs/browser", () => {
      loads += 1;
      if (loads === 1) throw new Error("Loading chunk emailjs failed");
      return { __esModule: true, default: emailjs };
    });
    let loadEmailClient!: typeof import("../../src/lib/email-sender").loadEmailClient;
    jest.isolateModules(() => {
      // A fresh module instance needs a synchronous require inside isolateModules.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      ({ loadEmailClient } = require("../../src/lib/email-sender"));
    });
    const settings = {
      publicKey: "key",
      serviceId: "",
      enquiryTemplateId: "",
      acknowledgementTemplateId: "",
      origin: "https://relay.example",
    };

    await expect(loadEmailClient(settings)).rejects.toThrow("Loading chunk emailjs failed");
    await expect(loadEmailClient(settings)).resolves.toBe(emailjs);
    expect(loads).toBe(2);
    expect(emailjs.init).toHaveBeenCalledWith({ publicKey: "key" }, "https://relay.example");
  });
});
