import { ChatCircle } from "@phosphor-icons/react/dist/ssr";
import { graphql } from "gatsby";
import * as card from "../ui/card.module.css";
import * as styles from "./forum.module.css";

export const query = graphql`
  fragment ForumTopic on ForumTopicsJson {
    slug
    category
    title
    author
    replies
    tags
  }
`;

/** A discussion: title, category, author, tags and how many replies it has. */
export function ForumTopicCard({ topic }: { topic: Queries.ForumTopicFragment }) {
  return (
    <article className={`${card.card} ${styles.topic}`}>
      <div className={card.body}>
        <p className={card.meta}>
          <span className={card.badge}>{topic.category}</span>
          <span>Started by {topic.author}</span>
        </p>
        <h3 className={card.title}>{topic.title}</h3>
        <ul className={styles.tags} aria-label="Tags">
          {topic.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      </div>
      <p className={styles.replies}>
        <ChatCircle size={18} aria-hidden />
        <span>
          <strong>{topic.replies}</strong> {topic.replies === 1 ? "reply" : "replies"}
        </span>
      </p>
    </article>
  );
}
