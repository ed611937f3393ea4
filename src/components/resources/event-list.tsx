import { useId, useState } from "react";
import { graphql } from "gatsby";
import { matchesMessage } from "../../lib/empty-messages";
import { limitItems, PAST_EVENTS_LIMIT } from "../../lib/limit";
import { ButtonLink } from "../ui/button-link";
import { FilterableList } from "../ui/filterable-list";
import { ItemGrid } from "../ui/item-grid";
import { ShowMoreButton } from "../ui/show-more-button";
import { TeaserCard } from "../ui/teaser-card";
import * as styles from "./event-list.module.css";

export const query = graphql`
  fragment Event on EventsJson {
    slug
    title
    category
    description
    type
    date
    link
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.778)
      }
    }
  }
`;

type Event = Queries.EventFragment;

/** An event's card; `action` is 'Register' for upcoming events, 'View Details' for past ones. */
function EventCard({ event, action }: { event: Event; action: string }) {
  return (
    <TeaserCard
      image={event.image}
      category={event.category}
      detail={event.date}
      title={event.title}
      text={event.description}
      action={(titleId) => (
        <ButtonLink
          to={event.link}
          variant={event.type === "upcoming" ? "primary" : "secondary"}
          aria-describedby={titleId}
        >
          {action}
        </ButtonLink>
      )}
    />
  );
}

/** Past events: the first three, and a toggle when the search leaves more than that. */
function PastEvents({ events, query }: { events: readonly Event[]; query: string }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { shown, hasMore } = limitItems(events, PAST_EVENTS_LIMIT, expanded);
  return (
    <>
      <ItemGrid
        id={listId}
        items={shown}
        label="Past events"
        keyOf={(event) => event.slug}
        empty="No past events found."
        summary={matchesMessage(query, events.length, ["past event", "past events"])}
        render={(event) => <EventCard event={event} action="View Details" />}
      />
      {hasMore && (
        <ShowMoreButton
          controls={listId}
          expanded={expanded}
          onToggle={() => setExpanded(!expanded)}
          moreLabel="View All Past Events"
          lessLabel="Show Less"
        />
      )}
    </>
  );
}

/** Spec 2.6: one search over title and description, split into upcoming and past events. */
export function EventList({ events }: { events: readonly Event[] }) {
  return (
    <FilterableList
      items={events}
      search={{
        label: "Search events",
        placeholder: "Search events...",
        fields: (event) => [event.title, event.description],
      }}
    >
      {(visible, query) => {
        const upcoming = visible.filter((event) => event.type === "upcoming");
        return (
          <>
            <h2 className={styles.heading}>Upcoming Events</h2>
            <ItemGrid
              items={upcoming}
              label="Upcoming events"
              keyOf={(event) => event.slug}
              empty="No upcoming events found."
              summary={matchesMessage(query, upcoming.length, ["upcoming event", "upcoming events"])}
              render={(event) => <EventCard event={event} action="Register" />}
            />
            <h2 className={styles.heading}>Past Events</h2>
            <PastEvents events={visible.filter((event) => event.type === "past")} query={query} />
          </>
        );
      }}
    </FilterableList>
  );
}
