import { CAPTCHA_ALPHABET, captchaMismatch, generateCaptcha } from "../../src/lib/captcha";
import { contactSchema, emptyContact } from "../../src/lib/contact-schema";
import { uiWords } from "../support/ui-words";
import { readEmailJsConfig } from "../../src/lib/emailjs-config";
import { SEND_TIMEOUT_MS, sendEnquiry, trimValues } from "../../src/lib/send-enquiry";
import { DRAFT_KEY, clearDraft, readDraft, saveDraft } from "../../src/lib/contact-draft";
import { readFileSync } from "fs";
import path from "path";

/** The dropdown's values: content/contact.json's serviceOptions, the one list. */
const SERVICES: string[] = JSON.parse(
  readFileSync(path.resolve(__dirname, "../../content/contact.json"), "utf8"),
).serviceOptions.map((option: { value: string }) => option.value);

const valid = { ...emptyContact, email: "asha@example.in", phone: "9876543210" };

/** The first validation message for `values` (in a language: "" for English, "hi"), or null when they pass. */
const firstError = (values: object, language = "") => {
  try {
    contactSchema(uiWords(language), SERVICES).validateSync(values, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("contact schema (spec 5)", () => {
  it("holds a Hindi page to the same rules, with Hindi messages", () => {
    const hindi = uiWords("hi");
    expect(firstError({ ...valid, email: "" }, "hi")).toBe(hindi.emailRequired);
    expect(firstError({ ...valid, email: "asha@" }, "hi")).toBe(hindi.emailInvalid);
    expect(firstError({ ...valid, phone: "98765" }, "hi")).toBe(hindi.phoneInvalid);
    expect(firstError(valid, "hi")).toBeNull();
  });

  it("requires an e-mail", () => {
    expect(firstError({ ...valid, email: "" })).toBe("Email is required");
  });

  it("rejects an invalid e-mail", () => {
    expect(firstError({ ...valid, email: "asha@" })).toBe("Invalid email");
    expect(firstError({ ...valid, email: `${"a".repeat(250)}@x.in` })).toBe("Invalid email");
  });

  it("wants exactly ten digits for the phone", () => {
    for (const phone of ["98765", "98765432101", "98765-4321", "+919876543", "98765abcde"]) {
      expect(firstError({ ...valid, phone })).toBe("Enter 10 digit phone");
    }
    expect(firstError({ ...valid, phone: "0123456789" })).toBeNull();
    // Formik validates empty fields as undefined: a phone left blank is not an error.
    expect(firstError({ ...valid, phone: undefined })).toBeNull();
  });

  it("takes a service only from the dropdown's list, the placeholder's empty value included (issue 42.5)", () => {
    for (const service of SERVICES) expect(firstError({ ...valid, service })).toBeNull();
    expect(firstError({ ...valid, service: undefined })).toBeNull();
    for (const service of ["crypto-lending", "Payouts", " payouts", "<script>"])
      expect(firstError({ ...valid, service })).toBe("Select a service from the list");
    expect(firstError({ ...valid, service: "crypto" }, "hi")).toBe(uiWords("hi").serviceInvalid);
  });

  it("puts no constraint on names and message beyond length", () => {
    expect(firstError({ ...valid, firstName: "", lastName: "", service: "", message: "" })).toBeNull();
    expect(firstError({ ...valid, message: "x".repeat(5001) })).toBe("At most 5000 characters");
  });

  it("trims values and keeps the text verbatim", () => {
    const values = { ...valid, firstName: "  आशा ", message: " <img src=x onerror=alert(1)> 🎉 " };
    expect(trimValues(values)).toEqual({ ...valid, firstName: "आशा", message: "<img src=x onerror=alert(1)> 🎉" });
  });
});

describe("captcha", () => {
  it("is five characters from letters of both cases and digits", () => {
    for (let i = 0; i < 200; i += 1) expect(generateCaptcha()).toMatch(/^[A-Za-z0-9]{5}$/);
  });

  it("spreads over the whole alphabet", () => {
    const seen = new Set(Array.from({ length: 2000 }, () => generateCaptcha()).join(""));
    expect(seen.size).toBe(CAPTCHA_ALPHABET.length);
  });

  it("draws from the random source and skips biased bytes", () => {
    const bytes = [255, 0, 61, 62, 1, 2, 3, 4, 5, 6];
    const code = generateCaptcha((buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    // 255 is at or over 248 (the last multiple of 62) and is skipped; 62 wraps to "A".
    expect(code).toBe("A9AB" + "C");
  });

  it("flags a mismatch only once something is typed, case-sensitively", () => {
    expect(captchaMismatch("", "aB3dE")).toBe(false);
    expect(captchaMismatch("ab3de", "aB3dE")).toBe(true);
    expect(captchaMismatch("aB3dE", "aB3dE")).toBe(false);
  });
});

describe("send sequence", () => {
  const templates = { enquiry: "tpl-enquiry", acknowledgement: "tpl-ack" };
  const values = {
    firstName: " Asha ",
    lastName: "Verma",
    email: "asha@example.in",
    phone: "9876543210",
    service: "payouts",
    message: "Hello",
  };

  it("sends the enquiry, then the acknowledgement, both with the page's language", async () => {
    const send = jest.fn().mockResolvedValue({ status: 200 });
    await expect(sendEnquiry(values, { send, templates, language: "hi", log: jest.fn() })).resolves.toBe("sent");
    expect(send.mock.calls).toEqual([
      [
        "tpl-enquiry",
        {
          firstName: "Asha",
          lastName: "Verma",
          email: "asha@example.in",
          phone: "9876543210",
          service: "payouts",
          message: "Hello",
          language: "hi",
        },
      ],
      ["tpl-ack", { firstName: "Asha", email: "asha@example.in", message: "Hello", language: "hi" }],
    ]);
  });

  it("fails, and skips the acknowledgement, when the enquiry fails", async () => {
    const send = jest.fn().mockRejectedValue({ status: 500, text: "Internal Server Error" });
    const log = jest.fn();
    await expect(sendEnquiry(values, { send, templates, language: "hi", log })).resolves.toBe("failed");
    expect(send).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("The enquiry e-mail could not be sent", {
      status: 500,
      text: "Internal Server Error",
    });
  });

  it("still succeeds when only the acknowledgement fails, and logs it", async () => {
    const send = jest
      .fn()
      .mockResolvedValueOnce({ status: 200 })
      .mockRejectedValueOnce(new Error("429 Too Many Requests"));
    const log = jest.fn();
    await expect(sendEnquiry(values, { send, templates, language: "hi", log })).resolves.toBe(
      "sent-without-acknowledgement",
    );
    expect(send).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/acknowledgement/), expect.any(Error));
  });

  it("sends nothing when the honeypot is filled", async () => {
    const send = jest.fn();
    await expect(
      sendEnquiry(values, { send, templates, language: "hi", honeypot: "http://spam.example", log: jest.fn() }),
    ).resolves.toBe("ignored");
    expect(send).not.toHaveBeenCalled();
  });

  describe("a send that never answers", () => {
    const never = () => new Promise<never>(() => undefined);
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("says it is slow after SEND_TIMEOUT_MS (20 s) but never gives up on an enquiry the service may have (issue 42.4)", async () => {
      expect(SEND_TIMEOUT_MS).toBe(20_000);
      let answer: (value: unknown) => void = () => undefined;
      const send = jest
        .fn()
        .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
        .mockResolvedValueOnce({ status: 200 });
      const onSlow = jest.fn();
      let outcome: string | undefined;
      void sendEnquiry(values, { send, templates, language: "hi", log: jest.fn(), onSlow }).then(
        (result) => (outcome = result),
      );
      await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
      expect(onSlow).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(onSlow).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(60_000);
      // Still waiting for the truth.
      expect(outcome).toBeUndefined();
      answer({ status: 200 });
      await jest.advanceTimersByTimeAsync(0);
      expect(outcome).toBe("sent");
      expect(send).toHaveBeenCalledTimes(2);
    });

    it("a late failure is a failure, told when it comes", async () => {
      let fail: (error: unknown) => void = () => undefined;
      const send = jest.fn(() => new Promise((_, reject) => (fail = reject)));
      let outcome: string | undefined;
      void sendEnquiry(values, { send, templates, language: "hi", log: jest.fn() }).then(
        (result) => (outcome = result),
      );
      await jest.advanceTimersByTimeAsync(30_000);
      expect(outcome).toBeUndefined();
      fail({ status: 500 });
      await jest.advanceTimersByTimeAsync(0);
      expect(outcome).toBe("failed");
    });

    it("still counts the enquiry as sent when only the acknowledgement is silent (the limit is injectable)", async () => {
      const send = jest.fn().mockResolvedValueOnce({ status: 200 }).mockImplementationOnce(never);
      let outcome: string | undefined;
      void sendEnquiry(values, { send, templates, language: "hi", log: jest.fn(), timeoutMs: 50 }).then(
        (result) => (outcome = result),
      );
      await jest.advanceTimersByTimeAsync(50);
      expect(outcome).toBe("sent-without-acknowledgement");
    });

    it("leaves no timer behind when the sends answer in time", async () => {
      const send = jest.fn().mockResolvedValue({ status: 200 });
      await expect(sendEnquiry(values, { send, templates, language: "hi", log: jest.fn() })).resolves.toBe("sent");
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});

describe("EmailJS configuration", () => {
  it("names every missing variable and defaults the origin", () => {
    const { config, missing } = readEmailJsConfig({ GATSBY_EMAILJS_PUBLIC_KEY: "pk" });
    expect(missing).toEqual([
      "GATSBY_EMAILJS_SERVICE_ID",
      "GATSBY_EMAILJS_TEMPLATE_ID",
      "GATSBY_EMAILJS_ACK_TEMPLATE_ID",
    ]);
    expect(config.origin).toBe("https://api.emailjs.com");
  });

  it("takes a custom origin for tests and relays", () => {
    const { config, missing } = readEmailJsConfig({
      GATSBY_EMAILJS_PUBLIC_KEY: "pk",
      GATSBY_EMAILJS_SERVICE_ID: "svc",
      GATSBY_EMAILJS_TEMPLATE_ID: "t1",
      GATSBY_EMAILJS_ACK_TEMPLATE_ID: "t2",
      GATSBY_EMAILJS_ORIGIN: "http://127.0.0.1:4599/",
    });
    expect(missing).toEqual([]);
    expect(config).toEqual({
      publicKey: "pk",
      serviceId: "svc",
      enquiryTemplateId: "t1",
      acknowledgementTemplateId: "t2",
      origin: "http://127.0.0.1:4599",
    });
  });
});

describe("draft kept after a failed send (issue 42.4)", () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      items,
    };
  };
  const draft = { ...valid, firstName: "आशा", service: "payouts", message: "Refunds" };

  it("keeps the six fields and nothing else, and reads them back", () => {
    const store = memory();
    saveDraft({ ...draft, captcha: "aB3dE" } as typeof draft, store);
    expect(store.items.get(DRAFT_KEY)).not.toContain("aB3dE");
    // Empty fields are not kept: there is nothing in them to lose.
    expect(readDraft(store)).toEqual({
      firstName: "आशा",
      email: valid.email,
      phone: valid.phone,
      service: "payouts",
      message: "Refunds",
    });
  });

  it("drops what it cannot trust: bad JSON, other types, unknown keys", () => {
    const store = memory();
    for (const raw of ["{", "null", "[]", '"text"', JSON.stringify({ email: 5, other: "x" })]) {
      store.setItem(DRAFT_KEY, raw);
      expect(readDraft(store)).toBeNull();
    }
    store.setItem(DRAFT_KEY, JSON.stringify({ email: "a@b.in", captcha: "x", __proto__: "y" }));
    expect(readDraft(store)).toEqual({ email: "a@b.in" });
  });

  it("is gone once cleared, and storage refused is not an error", () => {
    const store = memory();
    saveDraft(draft, store);
    clearDraft(store);
    expect(readDraft(store)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => saveDraft(draft, refusing)).not.toThrow();
    expect(readDraft(refusing)).toBeNull();
    expect(() => clearDraft(refusing)).not.toThrow();
    expect(readDraft(null)).toBeNull();
  });
});
