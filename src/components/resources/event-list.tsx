import { createContext, useContext, useId, useState } from "react";
import { graphql } from "gatsby";
import { matchesMessage } from "../../lib/empty-messages";
import { limitItems, PAST_EVENTS_LIMIT } from "../../lib/limit";
import { CardAction } from "../ui/card-action";
import { FilterableList } from "../ui/filterable-list";
import { ItemGrid } from "../ui/item-grid";
import { ShowMoreButton } from "../ui/show-more-button";
import { TeaserCard } from "../ui/teaser-card";
import * as styles from "./event-list.module.css";
import { useFormatDate, useUi } from "../../i18n/page-language";
import { labelOf, type CategoryLabel } from "../../lib/categories";

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

/** The labels of webinar and event in the page's language, for every card of the list. */
const EventCategories = createContext<readonly CategoryLabel[]>([]);

/** An event's card; `action` is 'Register' for upcoming events, 'View Details' for past ones. */
function EventCard({ event, action, imageLoading }: { event: Event; action: string; imageLoading?: "eager" }) {
  const formatDate = useFormatDate();
  const categories = useContext(EventCategories);
  return (
    <TeaserCard
      image={event.image}
      category={labelOf(categories, event.category)}
      detail={formatDate(event.date)}
      title={event.title}
      text={event.description}
      imageLoading={imageLoading}
      action={(titleId) => (
        <CardAction to={event.link} aria-describedby={titleId}>
          {action}
        </CardAction>
      )}
    />
  );
}

/** Past events: the first three, and a toggle when the search leaves more than that. */
function PastEvents({ events, query }: { events: readonly Event[]; query: string }) {
  const ui = useUi();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { shown, hasMore } = limitItems(events, PAST_EVENTS_LIMIT, expanded);
  return (
    <>
      <ItemGrid
        id={listId}
        items={shown}
        label={ui.pastEvents}
        keyOf={(event) => event.slug}
        empty={ui.noPastEvents}
        summary={matchesMessage(ui.matchesFound, query, events.length, [ui.pastEventOne, ui.pastEventMany])}
        render={(event) => <EventCard event={event} action={ui.viewDetails} />}
      />
      {hasMore && (
        <ShowMoreButton
          controls={listId}
          expanded={expanded}
          onToggle={() => setExpanded(!expanded)}
          moreLabel={ui.viewAllPastEvents}
          lessLabel={ui.showLess}
        />
      )}
    </>
  );
}

/** Spec 2.6: one search over title and description, split into upcoming and past events. */
export function EventList({ events, categories }: { events: readonly Event[]; categories: readonly CategoryLabel[] }) {
  const ui = useUi();
  return (
    <EventCategories.Provider value={categories}>
      <FilterableList
        items={events}
        search={{
          label: ui.searchEvents,
          placeholder: ui.searchEventsPlaceholder,
          fields: (event) => [event.title, event.description],
        }}
      >
        {(visible, query) => {
          const upcoming = visible.filter((event) => event.type === "upcoming");
          return (
            <>
              <h2 className={styles.heading}>{ui.upcomingEventsHeading}</h2>
              <ItemGrid
                items={upcoming}
                label={ui.upcomingEvents}
                keyOf={(event) => event.slug}
                empty={ui.noUpcomingEvents}
                summary={matchesMessage(ui.matchesFound, query, upcoming.length, [
                  ui.upcomingEventOne,
                  ui.upcomingEventMany,
                ])}
                render={(event, index) => (
                  <EventCard event={event} action={ui.register} imageLoading={index === 0 ? "eager" : undefined} />
                )}
              />
              <h2 className={styles.heading}>{ui.pastEventsHeading}</h2>
              <PastEvents events={visible.filter((event) => event.type === "past")} query={query} />
            </>
          );
        }}
      </FilterableList>
    </EventCategories.Provider>
  );
}
