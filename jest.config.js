/** Unit and component tests (jsdom). Browser tests live in __tests__/e2e and run under Node. */
module.exports = {
  testEnvironment: "jsdom",
  // .mjs: pure helpers shared with the Node-run serving tests (babel makes them CommonJS here).
  moduleFileExtensions: ["js", "mjs", "jsx", "ts", "tsx", "json", "node"],
  testMatch: ["**/?(*.)+(spec|test).?(m)[jt]s?(x)"],
  // __mocks__ must be a root for its node-module mocks (gatsby) to apply.
  roots: ["<rootDir>/__tests__/unit", "<rootDir>/__mocks__"],
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "\\.svg$": "<rootDir>/__mocks__/file-url.js",
    // Gatsby's webpack aliases @reach/router to its own fork; jest needs the same alias.
    "^@reach/router$": "@gatsbyjs/reach-router",
  },
  // Gatsby and its link/script packages ship ESM and must be transformed, as must the DOM and
  // selector packages beasties requires (Node loads them through require(esm); jest cannot).
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|beasties|boolbase|css-select|css-what|dom-serializer|domelementtype|domhandler|domutils|entities|htmlparser2|nth-check)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};
