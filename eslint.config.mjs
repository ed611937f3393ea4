// ESLint (flat config): TypeScript-aware rules, the rules of hooks and jsx-a11y's static
// accessibility checks for the site's code; Node globals for scripts and tests. Formatting is
// Prettier's job (`npm run lint` runs both), so no stylistic rules here.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "deploy/",
      "bench/results.*",
      "bench/bare-page/public/",
      "bench/bare-page/.cache/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}", "__tests__/unit/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ["src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A destructured prop left out of `...rest` is how a component drops what it must not pass on.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["__tests__/unit/**/*", "__mocks__/**/*", "jest.setup.ts"],
    languageOptions: { globals: globals.jest },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring pattern, empty when it has none.
    files: ["__tests__/e2e/fixtures.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.{js,cjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // gatsby-plugin-image's browser code is one bundle: importing any value from it (even getImage)
    // puts 4.5 KB of gzipped script on the first load of every page with an image. Picture draws
    // its data without it, so the site imports its types only.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "gatsby-plugin-image",
              message: "Import its types only: read childImageSharp.gatsbyImageData and draw it with Picture.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The layers point down: content-model, lib and i18n are imported by node, components, pages
    // and templates, never the other way round (a component or build step pulled into the content
    // model would reach the editor's checks and every layer above it).
    files: ["src/content-model/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/i18n/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "gatsby-plugin-image",
              message: "Import its types only: read childImageSharp.gatsbyImageData and draw it with Picture.",
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ["**/node/*", "**/components/*", "**/components/**", "**/pages/*", "**/templates/*", "**/hooks/*"],
              message: "content-model, lib and i18n are the lower layers: move what you need down, not this import up.",
            },
          ],
        },
      ],
    },
  },
  {
    // Gatsby's global for the path prefix, defined by its webpack config and jest's globals.
    files: ["src/**/*", "gatsby-*.{ts,tsx}"],
    languageOptions: { globals: { __PATH_PREFIX__: "readonly" } },
  },
);
