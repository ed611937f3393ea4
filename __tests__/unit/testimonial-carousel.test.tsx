import fs from "fs";
import path from "path";
import { fireEvent, screen } from "@testing-library/react";
import { TestimonialCarousel } from "../../src/components/testimonials/testimonial-carousel";
import { renderOnPage } from "../support/page-language";

interface Testimonial {
  name: string;
  role: string;
  company: string;
  feedback: string;
  rating: number;
}

const testimonials = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content/testimonials.json"), "utf8")) as Testimonial[]
).map((testimonial) => ({
  ...testimonial,
  image: { childImageSharp: null },
  companyLogo: { publicURL: null },
}));
const ui = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content/ui.json"), "utf8")) as Record<
  string,
  string
>;

/** What the polite live regions of the carousel say now. */
const announced = (container: HTMLElement) =>
  [...container.querySelectorAll("[aria-live='polite']")].map((region) => region.textContent ?? "").join(" ");

describe("TestimonialCarousel (issue 47)", () => {
  it("after Next and Prev, announces the quote and who said it, not only the position", () => {
    const { container } = renderOnPage(<TestimonialCarousel heading="What Users Say" testimonials={testimonials} />);
    // Nothing is announced before the visitor moves.
    expect(announced(container).trim()).toBe("");

    fireEvent.click(screen.getByRole("button", { name: ui.next }));
    const second = testimonials[1];
    expect(announced(container)).toContain("2");
    expect(announced(container)).toContain(second.feedback);
    expect(announced(container)).toContain(second.name);
    expect(announced(container)).toContain(second.role);

    fireEvent.click(screen.getByRole("button", { name: ui.previous }));
    fireEvent.click(screen.getByRole("button", { name: ui.previous }));
    const last = testimonials[testimonials.length - 1];
    expect(announced(container)).toContain(last.feedback);
    expect(announced(container)).toContain(last.name);
    expect(announced(container)).not.toContain(second.feedback);
  });
});
