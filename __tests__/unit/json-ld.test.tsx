/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { faqJsonLd, serializeJsonLd } from "../../src/lib/json-ld";

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
