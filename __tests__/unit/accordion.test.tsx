import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { Accordion, nextOpenIndex } from "../../src/components/ui/accordion";

const items = ["First", "Second", "Third"].map((title) => ({ title, content: `${title} answer` }));

function Harness({ initial }: { initial: number | null }) {
  const [open, setOpen] = useState<number | null>(initial);
  return <Accordion items={items} openIndex={open} onChange={setOpen} />;
}

describe("Accordion", () => {
  it("computes the next open item: choosing the open one closes it", () => {
    expect(nextOpenIndex(null, 1)).toBe(1);
    expect(nextOpenIndex(1, 2)).toBe(2);
    expect(nextOpenIndex(2, 2)).toBeNull();
  });

  it("opens the initial item and keeps one open at a time", () => {
    render(<Harness initial={1} />);
    const [first, second] = screen.getAllByRole("button");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Second answer")).toBeVisible();
    expect(screen.getByText("First answer")).not.toBeVisible();

    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("First answer")).toBeVisible();
    expect(screen.getByText("Second answer")).not.toBeVisible();
  });

  it("closes the open item when it is clicked again", () => {
    render(<Harness initial={0} />);
    const [first] = screen.getAllByRole("button");
    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("ties each button to its panel", () => {
    render(<Harness initial={2} />);
    const third = screen.getByRole("button", { name: "Third" });
    const panel = screen.getByRole("region", { name: "Third" });
    expect(third).toHaveAttribute("aria-controls", panel.id);
  });
});
