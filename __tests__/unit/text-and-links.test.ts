import { jsonTypeName } from "../../src/content-model/json-type-name";
import { mailtoHref, telHref, webMailComposeUrl } from "../../src/lib/contact-links";
import { isTeamProfilePath } from "../../src/lib/not-found";
import { pageUrlPath } from "../../src/lib/page-url";
import { scrollBehavior, scrollTargetFor } from "../../src/lib/scroll";
import { arrangeTeam, teamPath } from "../../src/lib/team";
import {
  formatAddress,
  slugify,
  splitEmails,
  splitTokens,
  toParagraphs,
  withCompany,
  withSiteFacts,
} from "../../src/lib/text";

describe("copy helpers", () => {
  it("splits a UI text around its {tokens}, for filling them with links", () => {
    expect(splitTokens("{email} पर लिखें या {phone} पर कॉल करें।")).toEqual([
      { kind: "token", name: "email" },
      { kind: "text", value: " पर लिखें या " },
      { kind: "token", name: "phone" },
      { kind: "text", value: " पर कॉल करें।" },
    ]);
    expect(splitTokens("No token")).toEqual([{ kind: "text", value: "No token" }]);
  });

  it("puts the company name wherever {company} appears", () => {
    expect(withCompany("Meet The {company} Team", "Acme")).toBe("Meet The Acme Team");
    expect(withCompany("{company} - {company}", "A")).toBe("A - A");
    expect(withCompany("No token", "A")).toBe("No token");
  });

  it("puts the Grievance Officer's name, e-mail, phone and postal address wherever {grievanceOfficer} appears", () => {
    const site = {
      legalName: "Acme Private Limited",
      address: { streetAddress: "1 Main Road", city: "Gurgaon", region: "Haryana", postalCode: "122001" },
      grievanceOfficer: { name: "Ritu Sharma", email: "grievance@acme.in", phone: "+91 124 456 7890" },
      responseTimes: { acknowledgeWithin: "24 hours", resolveWithin: "7 working days" },
    };
    expect(formatAddress(site.address)).toBe("1 Main Road, Gurgaon, Haryana 122001");
    const details =
      "Ritu Sharma, grievance@acme.in, +91 124 456 7890, Acme Private Limited, 1 Main Road, Gurgaon, Haryana 122001";
    expect(withSiteFacts("Write to our Grievance Officer: {grievanceOfficer}.", site)).toBe(
      `Write to our Grievance Officer: ${details}.`,
    );
    expect(withSiteFacts("{grievanceOfficer} / {grievanceOfficer}", site)).toBe(`${details} / ${details}`);
    expect(withSiteFacts("No token", site)).toBe("No token");
    // The one set of response times, wherever a policy gives them (issue 42.10).
    expect(withSiteFacts("Acknowledged within {acknowledgeWithin}, resolved within {resolveWithin}.", site)).toBe(
      "Acknowledged within 24 hours, resolved within 7 working days.",
    );
  });

  it("splits multi-line biographies into paragraphs at blank lines", () => {
    expect(toParagraphs("One.\n\nTwo\nstill two.\n \n\nThree.")).toEqual(["One.", "Two\nstill two.", "Three."]);
  });

  it("finds the e-mail addresses in copy, keeping the text around them and a sentence's full stop", () => {
    expect(splitEmails("Write to careers@pravahpay.in and tell us. Or privacy@pravahpay.in.")).toEqual([
      { kind: "text", value: "Write to " },
      { kind: "email", value: "careers@pravahpay.in" },
      { kind: "text", value: " and tell us. Or " },
      { kind: "email", value: "privacy@pravahpay.in" },
      { kind: "text", value: "." },
    ]);
    expect(splitEmails("No address here")).toEqual([{ kind: "text", value: "No address here" }]);
    expect(splitEmails("")).toEqual([]);
  });

  it("makes ids from headings", () => {
    expect(slugify("Support and Contact")).toBe("support-and-contact");
    expect(slugify("Fraud & Risk Detection")).toBe("fraud-and-risk-detection");
  });

  it("makes distinct ids from Hindi headings, matras kept", () => {
    expect(slugify("सहायता और संपर्क")).toBe("सहायता-और-संपर्क");
    expect(slugify("हमारे बारे में")).not.toBe(slugify("संसाधन"));
  });
});

describe("contact links", () => {
  it("starts an e-mail with its subject encoded", () => {
    expect(mailtoHref("support@pravahpay.in", "Security enquiry & report")).toBe(
      "mailto:support@pravahpay.in?subject=Security%20enquiry%20%26%20report",
    );
  });

  it("dials the digits of a displayed number", () => {
    expect(telHref("+91 124 400 0512")).toBe("tel:+911244000512");
  });

  it("opens a web-mail compose window addressed to the member", () => {
    const url = new URL(webMailComposeUrl("meera@pravahpay.in"));
    expect(url.origin).toBe("https://mail.google.com");
    expect(url.searchParams.get("view")).toBe("cm");
    expect(url.searchParams.get("to")).toBe("meera@pravahpay.in");
  });
});

describe("team arrangement", () => {
  it("puts four in the grid, features the fifth and leaves the sixth out", () => {
    const { grid, featured } = arrangeTeam(["a", "b", "c", "d", "e", "f"]);
    expect(grid).toEqual(["a", "b", "c", "d"]);
    expect(featured).toBe("e");
  });

  it("copes with a short team", () => {
    expect(arrangeTeam(["a", "b"])).toEqual({ grid: ["a", "b"], featured: undefined });
  });
});

describe("page URLs", () => {
  it("gives every page the folder form every host serves without a redirect", () => {
    expect(pageUrlPath("/team")).toBe("/team/");
    expect(pageUrlPath("/team/")).toBe("/team/");
    expect(pageUrlPath("/")).toBe("/");
  });
});

describe("not-found variants", () => {
  it("treats /team/{slug}, with or without the trailing slash, as an unknown profile, and nothing else", () => {
    expect(isTeamProfilePath("/team/nobody")).toBe(true);
    expect(isTeamProfilePath("/team/nobody/")).toBe(true);
    expect(isTeamProfilePath("/team/nobody/more")).toBe(false);
    expect(isTeamProfilePath("/team/nobody//")).toBe(false);
    expect(isTeamProfilePath("/team")).toBe(false);
    expect(isTeamProfilePath("/teams/x")).toBe(false);
    expect(isTeamProfilePath("/blog/x")).toBe(false);
    expect(isTeamProfilePath("/team/")).toBe(false);
    expect(isTeamProfilePath("/team//x")).toBe(false);
  });

  it("recognises every profile address teamPath builds", () => {
    expect(teamPath("meera-iyer")).toBe("/team/meera-iyer/");
    expect(isTeamProfilePath(teamPath("meera-iyer"))).toBe(true);
  });
});

describe("scroll on route change", () => {
  it("targets the hash when there is one", () => {
    expect(scrollTargetFor("#trust")).toBe("trust");
    expect(scrollTargetFor("")).toBeNull();
  });

  it("respects reduced motion", () => {
    expect(scrollBehavior(true)).toBe("auto");
    expect(scrollBehavior(false)).toBe("smooth");
  });
});

describe("content type names", () => {
  it("names each GraphQL type after its file", () => {
    expect(jsonTypeName("blog-posts")).toBe("BlogPostsJson");
    expect(jsonTypeName("site")).toBe("SiteJson");
  });
});
