import { act, useState } from "react";
import languages from "../../content/languages.json";
import { hydrateInTransition } from "../../src/hydrate-in-transition";

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`Clicked ${count}`}
    </button>
  );
}

const render = hydrateInTransition();

// Raw act() without Testing Library's render: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("hydrateInTransition (Gatsby's replaceHydrateFunction)", () => {
  // React warns through console.error on a hydration mismatch; none may occur.
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error");
  });
  afterEach(() => consoleError.mockRestore());

  it("keeps the server-rendered markup and makes it interactive", async () => {
    const container = document.createElement("div");
    // What `gatsby build` wrote for this component, on a page whose <html lang> is its address's (/).
    document.documentElement.lang = languages[0].hreflang;
    container.innerHTML = '<button type="button">Clicked 0</button>';
    const serverButton = container.querySelector("button");
    let unmount = () => {};
    await act(async () => {
      unmount = render(<Counter />, container);
    });
    expect(container.querySelector("button")).toBe(serverButton);
    await act(async () => serverButton?.click());
    expect(serverButton?.textContent).toBe("Clicked 1");
    expect(consoleError).not.toHaveBeenCalled();
    act(() => unmount());
    expect(container.innerHTML).toBe("");
  });

  it("renders into an empty container, as `gatsby develop` serves pages", async () => {
    const container = document.createElement("div");
    await act(async () => {
      render(<Counter />, container);
    });
    expect(container.textContent).toBe("Clicked 0");
    expect(consoleError).not.toHaveBeenCalled();
  });
});
