/** Unit and component tests (jsdom). Browser tests live in __tests__/e2e and run under Node. */
module.exports = {
  testEnvironment: "jsdom",
  // __mocks__ must be a root for its node-module mocks (gatsby) to apply.
  roots: ["<rootDir>/__tests__/unit", "<rootDir>/__mocks__"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
  },
  // Gatsby and its link/script packages ship ESM and must be transformed.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};
