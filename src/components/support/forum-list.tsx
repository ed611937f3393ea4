import type { CategoryLabel } from "../../lib/categories";
import { matchesMessage, noDiscussionsMessage } from "../../lib/empty-messages";
import { FilterableList } from "../ui/filterable-list";
import { ItemGrid } from "../ui/item-grid";
import { ForumTopicCard } from "./forum-topic-card";
import { useUi } from "../../i18n/page-language";

type Topic = Queries.ForumTopicFragment;

interface ForumListProps {
  topics: readonly Topic[];
  categories: readonly CategoryLabel[];
}

/** Spec 2.7: topics filtered by category and by a search over title and tags, combined. */
export function ForumList({ topics, categories }: ForumListProps) {
  const ui = useUi();
  return (
    <>
      <h2 className="visually-hidden">{ui.discussions}</h2>
      <FilterableList
        items={topics}
        search={{
          label: ui.searchTopics,
          placeholder: ui.searchTopicsPlaceholder,
          fields: (topic) => [topic.title, topic.tags],
        }}
        category={{ label: ui.filterDiscussions, categories, of: (topic) => topic.category }}
      >
        {(visible, query) => (
          <ItemGrid
            items={visible}
            label={ui.discussions}
            keyOf={(topic) => topic.slug}
            columns={1}
            empty={noDiscussionsMessage(query, ui)}
            summary={matchesMessage(ui.matchesFound, query, visible.length, [ui.discussionOne, ui.discussionMany])}
            render={(topic) => <ForumTopicCard topic={topic} categories={categories} />}
          />
        )}
      </FilterableList>
    </>
  );
}
