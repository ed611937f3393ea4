import { Icon } from "../ui/icon";
import { graphql } from "gatsby";
import * as card from "../ui/card.module.css";
import * as styles from "./forum.module.css";
import { usePageLanguage, useUi } from "../../i18n/page-language";
import { labelOf, type CategoryLabel } from "../../lib/categories";
import { formatNumber } from "../../lib/languages";
import { fill } from "../../lib/text";

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
export function ForumTopicCard({
  topic,
  categories,
}: {
  topic: Queries.ForumTopicFragment;
  categories: readonly CategoryLabel[];
}) {
  const ui = useUi();
  const { intlLocale } = usePageLanguage();
  return (
    <article className={`${card.card} ${card.plain} ${styles.topic}`}>
      <div className={card.body}>
        <p className={card.meta}>
          <span className={card.badge}>{labelOf(categories, topic.category)}</span>
          <span>{fill(ui.startedBy, { author: topic.author })}</span>
        </p>
        <h3 className={card.title}>{topic.title}</h3>
        <ul className={styles.tags} aria-label={ui.tags}>
          {topic.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      </div>
      <p className={styles.replies}>
        <Icon name="chat-circle" size={18} />
        <span>
          <strong>{formatNumber(topic.replies, intlLocale)}</strong> {topic.replies === 1 ? ui.replyOne : ui.replyMany}
        </span>
      </p>
    </article>
  );
}
