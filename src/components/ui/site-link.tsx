import { navigate, prefetchPathname } from "gatsby";
import { useLocation } from "@reach/router";
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, TouchEvent } from "react";
import { followsInPlace, isSitePath, linkMatch, withTrailingSlash } from "../../lib/links";

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path on this site, or any other URL (then a plain link). */
  to: string;
  /** Added while the link's page, or with partiallyActive a page inside it, is the one shown. */
  activeClassName?: string;
  partiallyActive?: boolean;
}

/**
 * A link to a page of this site, followed without a page load (Gatsby's router), in the site's
 * address form, and marked aria-current on its own page. It is one anchor: Gatsby's Link is eight
 * components and an IntersectionObserver per link, which hydrating a long page paid for 30 to 50
 * times, and it fetched every visible link's page data and code while the page was still loading.
 * This fetches them when the visitor shows intent instead (pointer over it, focus, touch), as
 * Gatsby's Link also does on hover.
 */
export function SiteLink({
  to,
  activeClassName,
  partiallyActive = false,
  className,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  children,
  ...rest
}: SiteLinkProps) {
  const { pathname } = useLocation();
  if (!isSitePath(to))
    return (
      <a href={to} className={className} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  const href = withTrailingSlash(to);
  const { current, partiallyCurrent } = linkMatch(href, pathname);
  const active = activeClassName && (partiallyActive ? partiallyCurrent : current);
  const prefetch = () => {
    if (!current) prefetchPathname(href.replace(/[?#].*$/s, ""));
  };
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      className={[className, active ? activeClassName : ""].filter(Boolean).join(" ") || undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!followsInPlace(event)) return;
        event.preventDefault();
        void navigate(href, { replace: current });
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
