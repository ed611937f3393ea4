import { fireEvent, render, screen } from "@testing-library/react";
import { TeaserCard } from "../../src/components/ui/teaser-card";

const content = {
  image: { childImageSharp: null },
  category: "Lending",
  detail: "12 March 2027",
  title: "Faster payouts",
  text: "How a lender cut settlement time.",
};

describe("TeaserCard", () => {
  it("shows category, detail, title and text, and an action described by the title", () => {
    render(
      <TeaserCard
        {...content}
        action={(titleId) => (
          <button type="button" aria-describedby={titleId}>
            Read More
          </button>
        )}
      />,
    );
    expect(screen.getByText("Lending")).toBeInTheDocument();
    expect(screen.getByText("12 March 2027")).toBeInTheDocument();
    expect(screen.getByText("How a lender cut settlement time.")).toBeInTheDocument();
    const heading = screen.getByRole("heading", { level: 3, name: "Faster payouts" });
    expect(screen.getByRole("button", { name: "Read More" })).toHaveAttribute("aria-describedby", heading.id);
  });

  it("opened as a whole: the title is the dialog button, the figure is shown and the cue is hidden", () => {
    const onOpen = jest.fn();
    render(
      <TeaserCard
        {...content}
        figure={{ value: "40%", label: "faster settlement" }}
        onOpen={onOpen}
        cue="Read the story"
      />,
    );
    const open = screen.getByRole("button", { name: "Faster payouts" });
    expect(open).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.getByRole("heading", { level: 3 })).toContainElement(open);
    expect(screen.getByText("40%").closest("p")).toHaveTextContent("40% faster settlement");
    expect(screen.getByText("Read the story")).toHaveAttribute("aria-hidden", "true");
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
