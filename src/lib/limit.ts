/** Spec 9: the blog's recent list shows at most 5 entries before 'View All Blogs'. */
export const BLOG_RECENT_LIMIT = 5;
/** Spec 9: 3 past events are shown until the visitor asks for all of them. */
export const PAST_EVENTS_LIMIT = 3;

/**
 * The first `limit` items unless the visitor expanded the list. `hasMore` says whether there is
 * anything to expand, i.e. whether a 'View all' toggle belongs on the page at all.
 */
export function limitItems<T>(items: readonly T[], limit: number, expanded: boolean) {
  const hasMore = items.length > limit;
  return { shown: expanded || !hasMore ? items : items.slice(0, limit), hasMore };
}
