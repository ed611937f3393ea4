import { pageUrlPath } from "./page-url";

/** Spec 2.4: four members in the grid, the fifth featured below; later entries stay in data only. */
export const TEAM_GRID_SIZE = 4;

export function arrangeTeam<T>(members: readonly T[]): { grid: T[]; featured: T | undefined } {
  return { grid: members.slice(0, TEAM_GRID_SIZE), featured: members[TEAM_GRID_SIZE] };
}

/** Every profile page lives under this prefix, followed by the member's slug. */
export const TEAM_PROFILE_PREFIX = "/team/";

/** The address of a team member's profile page, in the site's one URL form. */
export function teamPath(slug: string): string {
  return pageUrlPath(`${TEAM_PROFILE_PREFIX}${slug}`);
}
