import { enquiryHref, serviceFromSearch } from "../../src/lib/enquiry-service";

const offered = ["", "payment-gateway", "payouts", "onboarding"];

describe("serviceFromSearch", () => {
  it("takes an offered option from ?service=", () => {
    expect(serviceFromSearch("?service=payouts", offered)).toBe("payouts");
    expect(serviceFromSearch("?utm_source=mail&service=payment-gateway", offered)).toBe("payment-gateway");
  });

  it("ignores unknown, empty, repeated and hostile values", () => {
    expect(serviceFromSearch("", offered)).toBeNull();
    expect(serviceFromSearch("?service=", offered)).toBeNull();
    expect(serviceFromSearch("?service=PAYOUTS", offered)).toBeNull();
    expect(serviceFromSearch("?service=payouts&service=onboarding", offered)).toBeNull();
    expect(serviceFromSearch('?service="><script>alert(1)</script>', offered)).toBeNull();
    expect(serviceFromSearch("?service=payouts%00", offered)).toBeNull();
    expect(serviceFromSearch("?service=%E0%A4%A", offered)).toBeNull();
    expect(serviceFromSearch(`?service=payouts&x=${"a".repeat(3000)}`, offered)).toBeNull();
  });

  it("reads no other parameter", () => {
    expect(serviceFromSearch("?services=payouts", offered)).toBeNull();
    expect(serviceFromSearch("?option=payouts", offered)).toBeNull();
  });
});

describe("enquiryHref", () => {
  it("adds the product's option to a link to the contact form", () => {
    expect(enquiryHref("/contact", "payouts")).toBe("/contact/?service=payouts");
    expect(enquiryHref("/contact/", "payment-gateway")).toBe("/contact/?service=payment-gateway");
  });

  it("leaves the link as it is without an option or to another page", () => {
    expect(enquiryHref("/contact", null)).toBe("/contact");
    expect(enquiryHref("/contact", undefined)).toBe("/contact");
    expect(enquiryHref("/help-center", "payouts")).toBe("/help-center");
    expect(enquiryHref("/contact-us", "payouts")).toBe("/contact-us");
  });
});
