import { TEAM_PROFILE_PREFIX } from "./team";

/** Unknown /team/{slug} paths, with or without the trailing slash, get the profile variant of the 404 page. */
export function isTeamProfilePath(pathname: string): boolean {
  if (!pathname.startsWith(TEAM_PROFILE_PREFIX)) return false;
  const slug = pathname.slice(TEAM_PROFILE_PREFIX.length).replace(/\/$/, "");
  return slug !== "" && !slug.includes("/");
}
