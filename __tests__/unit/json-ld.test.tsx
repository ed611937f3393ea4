/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { APP_ICON_SIZES, appIconPath } from "../../src/lib/app-icons";
import { faqJsonLd, organizationJsonLd, serializeJsonLd } from "../../src/lib/json-ld";

describe("JSON-LD serialisation", () => {
  const hostile = { name: 'A </script><script>alert("x")</script> & <!-- B', note: "line\u2028break" };

  it("cannot be closed early by content", () => {
    const markup = renderToStaticMarkup(
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(hostile) }} />,
    );
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup).not.toContain("<script>alert");
  });

  it("still parses back to the same data", () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });

  it("describes FAQs as schema.org questions and answers", () => {
    expect(faqJsonLd([{ question: "How long?", answer: "1-2 business days." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "How long?", acceptedAnswer: { "@type": "Answer", text: "1-2 business days." } },
      ],
    });
  });
});

describe("the organisation's logo", () => {
  it("is the largest app icon brand.ts draws, at the site's address", () => {
    const site = {
      name: "PravahPay",
      legalName: "PravahPay Technologies Private Limited",
      siteUrl: "https://www.pravahpay.in",
      email: "support@pravahpay.in",
      phone: "+91 124 400 0512",
      foundingDate: "2025-08-01",
      address: { streetAddress: "x", city: "Gurgaon", region: "Haryana", postalCode: "122001", country: "IN" },
      social: [],
    };
    expect(organizationJsonLd(site).logo).toBe(`${site.siteUrl}${appIconPath(Math.max(...APP_ICON_SIZES))}`);
  });
});
