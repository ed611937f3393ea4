import { focusWrapperWithoutScrolling } from "../../src/scroll-to-top";

describe("focusWrapperWithoutScrolling", () => {
  it("lets the router focus the page wrapper without asking the browser to scroll", () => {
    document.body.innerHTML = `<div id="gatsby-focus-wrapper" tabindex="-1"></div>`;
    const focus = jest.spyOn(HTMLElement.prototype, "focus");
    focusWrapperWithoutScrolling();
    const wrapper = document.getElementById("gatsby-focus-wrapper") as HTMLElement;
    wrapper.focus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(wrapper);
    focus.mockRestore();
  });
});
