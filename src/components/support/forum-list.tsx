import { matchesMessage, noDiscussionsMessage } from "../../lib/empty-messages";
import { FilterableList } from "../ui/filterable-list";
import { ItemGrid } from "../ui/item-grid";
import { ForumTopicCard } from "./forum-topic-card";

type Topic = Queries.ForumTopicFragment;

interface ForumListProps {
  topics: readonly Topic[];
  categories: readonly string[];
}

/** Spec 2.7: topics filtered by category and by a search over title and tags, combined. */
export function ForumList({ topics, categories }: ForumListProps) {
  return (
    <>
      <h2 className="visually-hidden">Discussions</h2>
      <FilterableList
        items={topics}
        search={{
          label: "Search topics",
          placeholder: "Search topics...",
          fields: (topic) => [topic.title, topic.tags],
        }}
        category={{ label: "Filter discussions by category", categories, of: (topic) => topic.category }}
      >
        {(visible, query) => (
          <ItemGrid
            items={visible}
            label="Discussions"
            keyOf={(topic) => topic.slug}
            columns={1}
            empty={noDiscussionsMessage(query)}
            summary={matchesMessage(query, visible.length, ["discussion", "discussions"])}
            render={(topic) => <ForumTopicCard topic={topic} />}
          />
        )}
      </FilterableList>
    </>
  );
}
