/** Unknown /team/{slug} paths get the profile variant of the 404 page. */
export function isTeamProfilePath(pathname: string): boolean {
  return /^\/team\/[^/]+/.test(pathname);
}
