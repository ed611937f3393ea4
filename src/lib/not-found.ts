import { TEAM_PROFILE_PREFIX } from "./team";

/** Unknown /team/{slug} paths get the profile variant of the 404 page. */
export function isTeamProfilePath(pathname: string): boolean {
  if (!pathname.startsWith(TEAM_PROFILE_PREFIX)) return false;
  const rest = pathname.slice(TEAM_PROFILE_PREFIX.length);
  return rest !== "" && !rest.startsWith("/");
}
