import { useId } from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { ButtonLink } from "../ui/button-link";
import * as card from "../ui/card.module.css";

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

interface EventCardProps {
  event: Queries.EventFragment;
  /** 'Register' for upcoming events, 'View Details' for past ones. */
  action: string;
}

export function EventCard({ event, action }: EventCardProps) {
  const titleId = useId();
  const image = getImage(event.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <article className={card.card}>
      {image && <GatsbyImage image={image} alt="" className={card.media} />}
      <div className={card.body}>
        <p className={card.meta}>
          <span className={card.badge}>{event.category}</span>
          <span>{event.date}</span>
        </p>
        <h3 id={titleId} className={card.title}>
          {event.title}
        </h3>
        <p className={card.text}>{event.description}</p>
        <div className={card.actions}>
          <ButtonLink to={event.link} variant={event.type === "upcoming" ? "primary" : "secondary"} aria-describedby={titleId}>
            {action}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
