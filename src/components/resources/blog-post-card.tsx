import { graphql } from "gatsby";
import * as card from "../ui/card.module.css";
import { Picture } from "../ui/picture";
import { useFormatDate } from "../../i18n/page-language";
import { artworkImage } from "../../lib/artwork";

/** The cover's box: the query's gatsbyImageData arguments, which a drawn cover is shown at too. */
const COVER = { width: 480, aspectRatio: 1.778 };

export const query = graphql`
  fragment BlogPost on BlogPostsJson {
    section
    category
    title
    date
    readTime
    excerpt
    image {
      publicURL
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.778)
      }
    }
  }
`;

/**
 * A post as the blog lists it: its cover when it has one, category, title, when it has one an
 * excerpt, then date and read time at the card's foot, so cards side by side line up whether or
 * not they have an excerpt.
 */
export function BlogPostCard({
  post,
  imageLoading,
}: {
  post: Queries.BlogPostFragment;
  /** "eager" for the page's first cover: on a phone it is the largest paint. */
  imageLoading?: "eager" | "lazy";
}) {
  const cover = artworkImage(post.image, COVER);
  const formatDate = useFormatDate();
  return (
    <article className={`${card.card} ${card.plain}`}>
      {cover && <Picture image={cover} alt="" className={card.media} loading={imageLoading} />}
      <div className={card.body}>
        <p className={card.meta}>
          <span className={card.badge}>{post.category}</span>
        </p>
        <h3 className={card.title}>{post.title}</h3>
        {post.excerpt && <p className={card.text}>{post.excerpt}</p>}
        <p className={`${card.meta} ${card.foot}`}>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readTime}</span>
        </p>
      </div>
    </article>
  );
}
