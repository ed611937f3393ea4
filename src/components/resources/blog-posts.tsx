import { useId, useState } from "react";
import { BLOG_RECENT_LIMIT, limitItems } from "../../lib/limit";
import { ItemGrid } from "../ui/item-grid";
import { Section } from "../ui/section";
import { ShowMoreButton } from "../ui/show-more-button";
import { BlogPostCard } from "./blog-post-card";

type Post = Queries.BlogPostFragment;

const keyOf = (post: Post) => post.title;
const render = (post: Post) => <BlogPostCard post={post} />;

/**
 * Spec 2.6: 'Recent Posts' (a 'View All Blogs' button only once there are more than five, and
 * once pressed the full list stays), then the 'In-Depth Articles' grid.
 */
export function BlogPosts({ posts }: { posts: readonly Post[] }) {
  const recentId = useId();
  const [showAll, setShowAll] = useState(false);
  const recent = limitItems(
    posts.filter((post) => post.section === "recent"),
    BLOG_RECENT_LIMIT,
    showAll,
  );
  return (
    <>
      <Section labelledBy="recent-posts">
        <h2 id="recent-posts">Recent Posts</h2>
        <ItemGrid
          id={recentId}
          items={recent.shown}
          label="Recent posts"
          keyOf={keyOf}
          render={render}
          columns={2}
          empty="No posts yet."
        />
        {recent.hasMore && (
          <ShowMoreButton
            controls={recentId}
            expanded={showAll}
            onToggle={() => setShowAll(true)}
            moreLabel="View All Blogs"
          />
        )}
      </Section>
      <Section tone="muted" labelledBy="in-depth-articles">
        <h2 id="in-depth-articles">In-Depth Articles</h2>
        <ItemGrid
          items={posts.filter((post) => post.section === "in-depth")}
          label="In-depth articles"
          keyOf={keyOf}
          render={render}
          empty="No articles yet."
        />
      </Section>
    </>
  );
}
