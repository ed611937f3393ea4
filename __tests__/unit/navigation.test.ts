import { isSectionOf } from "../../src/lib/navigation";

const products = ["/trust", "/payout-platform"];

describe("isSectionOf", () => {
  it("puts a product page under 'Our Services', with or without a trailing slash", () => {
    expect(isSectionOf("/services", "/trust", products)).toBe(true);
    expect(isSectionOf("/services", "/payout-platform/", products)).toBe(true);
  });

  it("leaves other links and other pages alone", () => {
    expect(isSectionOf("/team", "/trust", products)).toBe(false);
    expect(isSectionOf("/services", "/careers", products)).toBe(false);
    expect(isSectionOf("/services", "/", products)).toBe(false);
  });
});
