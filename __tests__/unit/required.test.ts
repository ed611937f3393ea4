import { required } from "../../src/lib/required";

describe("required", () => {
  it("passes content through, falsy values included", () => {
    const careers = { closing: "Join us" };
    expect(required(careers, "careers.json")).toBe(careers);
    expect(required("", "terms.json")).toBe("");
  });

  it("names the content file when the data is missing", () => {
    expect(() => required(null, "careers.json")).toThrow("content/careers.json");
    expect(() => required(undefined, "home.json")).toThrow("content/home.json");
  });
});
