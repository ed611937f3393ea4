export { onPreBootstrap } from "./src/node/check-content";
export { createSchemaCustomization } from "./src/node/schema-customization";
export { createPages } from "./src/node/create-pages";
export { onPostBuild } from "./src/node/on-post-build";
export { onCreateWebpackConfig } from "./src/node/webpack-config";
