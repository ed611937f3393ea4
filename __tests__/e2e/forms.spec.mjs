import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import { TEST_EMAILJS, startFakeEmailJs } from "./fake-emailjs.mjs";
import { VISITOR, captchaCode, contactPage, fieldValues, fill, fillAndSend, solveCaptcha, submit, untilAlert } from "./contact-form.mjs";
import { closePage, openPage, readContent, useSiteAndBrowser, visit } from "./helpers.mjs";

const context = useSiteAndBrowser();
let emailjs;
before(async () => {
  emailjs = await startFakeEmailJs();
});
after(() => emailjs.close());
beforeEach(() => emailjs.reset());

describe("contact form: sending (spec 7)", () => {
  it("sends the enquiry then the acknowledgement with the exact payloads, thanks the visitor and resets", async () => {
    const page = await contactPage(context);
    try {
      await fill(page);
      const firstCode = await captchaCode(page);
      await solveCaptcha(page);
      await submit(page);
      await untilAlert(page);
      assert.deepEqual(page.alerts, ["Thank you for submitting! 🎉"]);
      assert.equal(emailjs.requests.length, 2);
      for (const request of emailjs.requests) assert.equal(request.path, "/api/v1.0/email/send");
      const [enquiry, ack] = emailjs.requests.map((r) => r.body);
      assert.equal(enquiry.user_id, TEST_EMAILJS.publicKey);
      assert.equal(enquiry.service_id, TEST_EMAILJS.serviceId);
      assert.equal(enquiry.template_id, TEST_EMAILJS.enquiryTemplateId);
      assert.deepEqual(enquiry.template_params, VISITOR);
      assert.equal(ack.user_id, TEST_EMAILJS.publicKey);
      assert.equal(ack.service_id, TEST_EMAILJS.serviceId);
      assert.equal(ack.template_id, TEST_EMAILJS.acknowledgementTemplateId);
      assert.deepEqual(ack.template_params, { firstName: VISITOR.firstName, email: VISITOR.email, message: VISITOR.message });

      assert.deepEqual(await fieldValues(page), { firstName: "", lastName: "", email: "", phone: "", service: "", message: "" });
      assert.equal(await page.inputValue("#contact-captcha"), "");
      await page.waitForFunction((old) => document.querySelector("[data-testid='captcha-code']").textContent !== old, firstCode);
      assert.match(await page.locator("[role='status']").innerText(), /Thank you for submitting/);
    } finally {
      await closePage(page);
    }
  });

  const failures = [
    [400, "The user_id parameter is required"],
    [403, "Forbidden"],
    [412, "The Public Key is invalid"],
    [422, "The template ID is invalid"],
    [429, "Too Many Requests"],
    [451, "Unavailable For Headless Browser"],
    [500, "Internal Server Error"],
  ];
  for (const [status, text] of failures) {
    it(`an enquiry answered ${status} '${text}' fails, keeps every value and sends no acknowledgement`, async () => {
      emailjs.answerWith(() => ({ status, text }));
      const page = await contactPage(context);
      try {
        await fillAndSend(page);
        assert.deepEqual(page.alerts, ["Failed to send. Please try again."]);
        assert.equal(emailjs.requests.length, 1);
        assert.deepEqual(await fieldValues(page), VISITOR);
        assert.ok(page.consoleErrors.some((e) => e.includes("enquiry e-mail could not be sent")), page.consoleErrors.join("\n"));
        assert.equal(await page.getByRole("button", { name: /Send Message/ }).isEnabled(), true);
      } finally {
        await closePage(page);
      }
    });
  }

  it("a dropped connection fails the same way", async () => {
    emailjs.answerWith(() => ({ drop: true }));
    const page = await contactPage(context);
    try {
      await fillAndSend(page);
      assert.deepEqual(page.alerts, ["Failed to send. Please try again."]);
      assert.deepEqual(await fieldValues(page), VISITOR);
    } finally {
      await closePage(page);
    }
  });

  it("a failed acknowledgement alone still counts as sent, and is logged", async () => {
    emailjs.answerWith((_, count) => (count === 1 ? { status: 200, text: "OK" } : { status: 429, text: "Too Many Requests" }));
    const page = await contactPage(context);
    try {
      await fillAndSend(page);
      assert.deepEqual(page.alerts, ["Thank you for submitting! 🎉"]);
      assert.equal(emailjs.requests.length, 2);
      assert.ok(page.consoleErrors.some((e) => e.includes("acknowledgement")));
      assert.equal((await fieldValues(page)).email, "");
    } finally {
      await closePage(page);
    }
  });

  it("disables the button while sending, keeping focus on it, and a double click sends once", async () => {
    emailjs.answerWith(() => ({ status: 200, text: "OK", delayMs: 800 }));
    const page = await contactPage(context);
    try {
      await fill(page);
      await solveCaptcha(page);
      await page.getByRole("button", { name: /Send Message/ }).dblclick();
      const button = page.locator("form button[type='submit']");
      await page.waitForFunction(() => document.querySelector("form button[type='submit']").getAttribute("aria-disabled") === "true");
      assert.match(await button.innerText(), /Sending/);
      const focusedIsButton = () => page.evaluate(() => document.activeElement === document.querySelector("form button[type='submit']"));
      assert.equal(await focusedIsButton(), true, "focus stays on the button while sending");
      await untilAlert(page);
      assert.equal(emailjs.requests.filter((r) => r.body.template_id === TEST_EMAILJS.enquiryTemplateId).length, 1);
      await page.waitForFunction(() => document.querySelector("form button[type='submit']").getAttribute("aria-disabled") === "false");
      assert.equal(await focusedIsButton(), true, "and after the outcome");
    } finally {
      await closePage(page);
    }
  });

  it("sends hostile markup and Devanagari verbatim and executes nothing", async () => {
    const page = await contactPage(context);
    try {
      const message = `<img src=x onerror="window.__pwned=1"> नमस्ते 🙏 </textarea><script>window.__pwned=2</script>`;
      await fillAndSend(page, { ...VISITOR, firstName: "आशा", message });
      assert.equal(emailjs.requests[0].body.template_params.message, message);
      assert.equal(emailjs.requests[0].body.template_params.firstName, "आशा");
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
    } finally {
      await closePage(page);
    }
  });

  it("pretends success and sends nothing when the hidden honeypot is filled", async () => {
    const page = await contactPage(context);
    try {
      await fill(page);
      await page.locator("#contact-website").fill("https://spam.example", { force: true });
      await solveCaptcha(page);
      await submit(page);
      await untilAlert(page);
      assert.deepEqual(page.alerts, ["Thank you for submitting! 🎉"]);
      assert.equal(emailjs.requests.length, 0);
      const box = await page.locator("#contact-website").boundingBox();
      assert.ok(box.x + box.width <= 0, "the honeypot is off-screen");
      assert.equal(await page.getAttribute("#contact-website", "tabindex"), "-1");
    } finally {
      await closePage(page);
    }
  });

  it("names, under the button, the e-mail service that carries the enquiry, and links the privacy policy", async () => {
    const page = await contactPage(context);
    try {
      const notice = page.locator("#contact-privacy");
      assert.equal(await notice.innerText(), `${readContent("contact.json").privacyNotice} Read our privacy policy.`);
      assert.match(await notice.innerText(), /EmailJS \(EmailJS Pte\. Ltd\.\), acting as our processor/);
      assert.equal(await notice.getByRole("link", { name: "Read our privacy policy" }).getAttribute("href"), "/privacy");
    } finally {
      await closePage(page);
    }
  });
});

describe("contact form: validation and captcha (spec 5)", () => {
  it("shows errors only for touched fields, on change and on blur", async () => {
    const page = await contactPage(context);
    try {
      assert.equal(await page.getByText("Email is required").count(), 0);
      await page.focus("#contact-email");
      await page.focus("#contact-phone");
      assert.ok(await page.getByText("Email is required").isVisible());
      assert.equal(await page.getByText("Enter 10 digit phone").count(), 0, "phone not touched yet");
      await page.fill("#contact-email", "asha@");
      assert.ok(await page.getByText("Invalid email").isVisible());
      assert.equal(await page.getAttribute("#contact-email", "aria-invalid"), "true");
      const describedBy = await page.getAttribute("#contact-email", "aria-describedby");
      assert.equal(await page.locator(`#${describedBy}`).innerText(), "Invalid email");
      await page.fill("#contact-phone", "98765");
      await page.focus("#contact-message");
      assert.ok(await page.getByText("Enter 10 digit phone").isVisible());
      await page.fill("#contact-phone", "9876543210");
      assert.equal(await page.getByText("Enter 10 digit phone").count(), 0);
    } finally {
      await closePage(page);
    }
  });

  it("on the first submit of an untouched form, moves focus to the first invalid field", async () => {
    const page = await contactPage(context);
    try {
      await page.getByRole("button", { name: /Send Message/ }).click();
      await page.getByText("Email is required").waitFor();
      await page.waitForFunction(() => document.activeElement?.id === "contact-email", null, { timeout: 2000 });
      assert.equal(emailjs.requests.length, 0);
    } finally {
      await closePage(page);
    }
  });

  it("on a submit with errors, moves focus to the first invalid field and sends nothing", async () => {
    const page = await contactPage(context);
    try {
      await page.fill("#contact-firstName", "Asha");
      await submit(page);
      await page.waitForFunction(() => document.activeElement?.id === "contact-email");
      await page.getByText("Email is required").waitFor();
      assert.equal(await page.getByText("Enter 10 digit phone").count(), 0, "an empty phone is allowed");
      assert.equal(emailjs.requests.length, 0);
    } finally {
      await closePage(page);
    }
  });

  it("checks the captcha case-sensitively, inline and on submit", async () => {
    const page = await contactPage(context);
    try {
      await fill(page);
      const code = await captchaCode(page);
      assert.match(code, /^[A-Za-z0-9]{5}$/);
      const swapped = [...code].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("");
      await page.fill("#contact-captcha", swapped === code ? "#####" : swapped);
      assert.ok(await page.getByText("Captcha does not match", { exact: true }).isVisible());
      await submit(page);
      await untilAlert(page);
      assert.deepEqual(page.alerts, ["Captcha does not match! Please try again."]);
      assert.equal(emailjs.requests.length, 0);
      assert.deepEqual(await fieldValues(page), VISITOR);

      await page.fill("#contact-captcha", "");
      assert.equal(await page.getByText("Captcha does not match", { exact: true }).count(), 0);
      await page.getByRole("button", { name: "Refresh" }).click();
      assert.notEqual(await captchaCode(page), code);
    } finally {
      await closePage(page);
    }
  });

  it("is on the home page's contact section too", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      assert.equal(await page.locator("#contact form").count(), 0, "the form code loads only when the section comes near");
      await page.locator("#contact").scrollIntoViewIfNeeded();
      await page.locator("#contact form #contact-email").waitFor();
      assert.deepEqual(await page.locator("#contact-service option").allInnerTexts(), ["Select Service", "Payment Gateway", "Payouts", "OnBoarding"]);
      assert.deepEqual(
        await page.locator("#contact-service option").evaluateAll((options) => options.map((o) => o.value)),
        ["", "payment-gateway", "payouts", "onboarding"],
      );
    } finally {
      await closePage(page);
    }
  });
});

describe("feedback form (spec 2.7)", () => {
  it("thanks the visitor for 4 seconds, resets with rating 0 and sends nothing", async () => {
    const page = await openPage(context);
    const sent = [];
    page.on("request", (request) => request.method() !== "GET" && sent.push(request.url()));
    try {
      await visit(page, context, "/feedback");
      assert.ok(await page.locator("form").getByText(readContent("feedback.json").notice).isVisible(), "the form says it sends nothing");
      await page.fill("#feedback-name", "Ravi");
      await page.fill("#feedback-email", "ravi@example.in");
      await page.locator("input[name='rating'][value='4']").check({ force: true });
      assert.equal(await page.locator("input[name='rating']:checked").getAttribute("value"), "4");
      await page.fill("#feedback-message", "Clear docs, fast support.");
      await page.getByRole("button", { name: "Submit Feedback" }).click();
      const banner = page.getByText("Thank you for your feedback!");
      await banner.waitFor();
      const shownAt = Date.now();
      assert.equal(await page.inputValue("#feedback-name"), "");
      assert.equal(await page.inputValue("#feedback-message"), "");
      assert.equal(await page.locator("input[name='rating']:checked").count(), 0);
      await page.waitForTimeout(3000);
      assert.ok(await banner.isVisible(), "still shown after 3 s");
      await banner.waitFor({ state: "detached", timeout: 3000 });
      const hiddenAfter = Date.now() - shownAt;
      assert.ok(hiddenAfter >= 3500 && hiddenAfter < 5500, `hidden after ${hiddenAfter} ms`);
      assert.deepEqual(sent, []);
    } finally {
      await closePage(page);
    }
  });

  it("needs name, a valid e-mail and a message (browser checks), and shows three user testimonials", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/feedback");
      await page.getByRole("button", { name: "Submit Feedback" }).click();
      assert.equal(await page.getByText("Thank you for your feedback!").count(), 0);
      assert.equal(await page.$eval("#feedback-name", (el) => el.validity.valueMissing), true);
      await page.fill("#feedback-email", "not-an-email");
      assert.equal(await page.$eval("#feedback-email", (el) => el.validity.typeMismatch), true);
      assert.equal(await page.locator("h2", { hasText: "What Users Say" }).count(), 1);
      assert.equal(await page.locator("section[aria-labelledby='what-users-say'] li").count(), 3);
    } finally {
      await closePage(page);
    }
  });

  it("rates with the keyboard as a radio group", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/feedback");
      await page.locator("input[name='rating'][value='1']").focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      assert.equal(await page.locator("input[name='rating']:checked").getAttribute("value"), "3");
    } finally {
      await closePage(page);
    }
  });
});
