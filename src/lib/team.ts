/** Spec 2.4: four members in the grid, the fifth featured below; later entries stay in data only. */
export const TEAM_GRID_SIZE = 4;

export function arrangeTeam<T>(members: readonly T[]): { grid: T[]; featured: T | undefined } {
  return { grid: members.slice(0, TEAM_GRID_SIZE), featured: members[TEAM_GRID_SIZE] };
}
