import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./components/layout/layout";

export function wrapPageElement({ element }: Pick<WrapPageElementBrowserArgs, "element">) {
  return <Layout>{element}</Layout>;
}
