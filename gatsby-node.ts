export { onPreBootstrap } from "./src/node/check-content";
export { onCreateNode } from "./src/node/content-locale";
export { createSchemaCustomization } from "./src/node/schema-customization";
export { createPages, onCreatePage } from "./src/node/create-pages";
export { onPostBuild } from "./src/node/on-post-build";
export { onCreateWebpackConfig } from "./src/node/webpack-config";
