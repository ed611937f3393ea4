/** @jest-environment node */
import { setCssModuleClassNames } from "../../src/node/webpack-config";

/** The shape of Gatsby 5's CSS rules: one `oneOf` with the CSS Modules rule first, then plain CSS. */
const gatsbyRules = () => [
  { test: /\.js$/, use: [{ loader: "/node_modules/babel-loader/index.js", options: {} }] },
  {
    oneOf: [
      {
        test: /\.module\.css$/,
        use: [
          { loader: "/node_modules/mini-css-extract-plugin/loader.js", options: { modules: { namedExport: true } } },
          {
            loader: "/node_modules/css-loader/dist/cjs.js",
            options: { modules: { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" } },
          },
        ],
      },
      { test: /\.css$/, use: [{ loader: "/node_modules/css-loader/dist/cjs.js", options: { modules: false } }] },
    ],
  },
];

describe("setCssModuleClassNames", () => {
  it("names the CSS Modules classes with the given pattern and leaves plain CSS and other loaders alone", () => {
    const rules = gatsbyRules();
    expect(setCssModuleClassNames(rules, "[hash:base52:6]")).toBe(1);
    const [modules, plain] = rules[1].oneOf ?? [];
    expect(modules.use[1].options.modules).toEqual({ namedExport: true, localIdentName: "[hash:base52:6]" });
    expect(modules.use[0].options.modules).toEqual({ namedExport: true });
    expect(plain.use[0].options.modules).toBe(false);
  });

  it("reports a config without a CSS Modules loader, so the build can stop", () => {
    expect(
      setCssModuleClassNames([{ oneOf: [{ use: [{ loader: "css-loader", options: { modules: false } }] }] }], "x"),
    ).toBe(0);
  });
});
