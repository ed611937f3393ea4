import type { AnchorHTMLAttributes } from "react";

/*
 * What the CMS bundle gets for `import … from "gatsby"` (plugins/decap-cms-admin aliases it
 * there, and only there). The previews draw the site's components, whose links import Gatsby's
 * router helpers; the real package would bring Gatsby's browser runtime (its loader, page-data
 * fetching, scroll handling) into /admin/ for links that must not leave the entry being edited.
 */

/** A preview is one page: following a link would leave the entry, so the link stays put. */
export const navigate = (): Promise<void> => Promise.resolve();

/** There are no page-data files to fetch ahead in the CMS. */
export const prefetchPathname = (): void => undefined;

/** Gatsby's Link, as the plain anchor it renders. */
export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/**
 * The build removes every graphql`` tag (babel-plugin-remove-graphql-queries) before a module
 * runs; one that reaches the CMS means that step no longer runs on the CMS bundle.
 */
export function graphql(): never {
  throw new Error(
    "CMS bundle: a graphql`` query ran; Gatsby's babel step that removes them did not run on it (plugins/decap-cms-admin)",
  );
}
