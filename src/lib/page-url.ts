/**
 * Every page is a folder of the build (team/index.html), and Cloudflare Pages and Netlify serve a
 * folder at its path with a trailing slash, redirecting the bare path. So that form is the one URL
 * of a page everywhere (gatsby-config's trailingSlash: "always"): canonical links, share URLs and
 * structured data use it, and no host answers them with a redirect.
 */
export function pageUrlPath(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}
