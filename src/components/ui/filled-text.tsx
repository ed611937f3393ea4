import { Fragment, type ReactNode } from "react";
import { splitTokens } from "../../lib/text";

/**
 * A UI text from content with its {tokens} replaced by elements (links, emphasis), so the words
 * around them stay the editor's, in the page's language. A token with no value stays as written.
 */
export function FilledText({ template, values }: { template: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {splitTokens(template).map((part, index) => (
        <Fragment key={index}>
          {part.kind === "text" ? part.value : part.name in values ? values[part.name] : `{${part.name}}`}
        </Fragment>
      ))}
    </>
  );
}
