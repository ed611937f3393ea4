/**
 * @jest-environment jsdom
 */
import { HOLD_SUBMITS_SCRIPT, takeHeldSubmit } from "../../src/lib/held-submits";

const submit = (form: HTMLFormElement) => {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe("submits from before a form's code has run (issue 42.11)", () => {
  beforeAll(() => {
    // As the page's <head> runs it.
    new Function(HOLD_SUBMITS_SCRIPT)();
  });

  it("keeps a submit nobody handled, cancelled, and hands it to the region that owns the form", () => {
    document.body.innerHTML = `<div id="a"><form id="contact"></form></div><div id="b"><form id="feedback"></form></div>`;
    const contact = document.getElementById("contact") as HTMLFormElement;
    const event = submit(contact);
    submit(contact);
    expect(event.defaultPrevented).toBe(true);
    expect(window.__heldSubmits).toEqual([contact]);
    expect(takeHeldSubmit(document.getElementById("b")!)).toBeNull();
    expect(takeHeldSubmit(document.getElementById("a")!)).toBe(contact);
    expect(window.__heldSubmits).toEqual([]);
    // Taken once.
    expect(takeHeldSubmit(document.getElementById("a")!)).toBeNull();
  });

  it("leaves alone a submit a handler took", () => {
    document.body.innerHTML = `<form id="search"></form>`;
    const form = document.getElementById("search") as HTMLFormElement;
    form.addEventListener("submit", (event) => event.preventDefault());
    submit(form);
    expect(window.__heldSubmits).toEqual([]);
  });
});
