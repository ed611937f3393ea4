import { useId, useState } from "react";
import { BLOG_RECENT_LIMIT, limitItems } from "../../lib/limit";
import { ItemGrid } from "../ui/item-grid";
import { Section } from "../ui/section";
import { ShowMoreButton } from "../ui/show-more-button";
import { BlogPostCard } from "./blog-post-card";
import { useUi } from "../../i18n/page-language";

type Post = Queries.BlogPostFragment;

const keyOf = (post: Post) => post.title;
const render = (post: Post) => <BlogPostCard post={post} />;
// The first recent post's cover is on a phone's first screen: asked for with the HTML, not after layout.
const renderRecent = (post: Post, index: number) => (
  <BlogPostCard post={post} imageLoading={index === 0 ? "eager" : "lazy"} />
);

/**
 * Spec 2.6: 'Recent Posts' (a 'View All Blogs' button only once there are more than five, and
 * once pressed the full list stays), then the 'In-Depth Articles' grid.
 */
export function BlogPosts({ posts }: { posts: readonly Post[] }) {
  const ui = useUi();
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
        <h2 id="recent-posts">{ui.recentPostsHeading}</h2>
        <ItemGrid
          id={recentId}
          items={recent.shown}
          label={ui.recentPosts}
          keyOf={keyOf}
          render={renderRecent}
          columns={2}
          empty={ui.noPosts}
        />
        {recent.hasMore && (
          <ShowMoreButton
            controls={recentId}
            expanded={showAll}
            onToggle={() => setShowAll(true)}
            moreLabel={ui.viewAllBlogs}
          />
        )}
      </Section>
      <Section tone="muted" labelledBy="in-depth-articles">
        <h2 id="in-depth-articles">{ui.inDepthHeading}</h2>
        <ItemGrid
          items={posts.filter((post) => post.section === "inDepth")}
          label={ui.inDepthArticles}
          keyOf={keyOf}
          render={render}
          empty={ui.noArticles}
        />
      </Section>
    </>
  );
}
