import { CardAction } from "../ui/card-action";
import { graphql } from "gatsby";
import { Link } from "../ui/link";
import { Lead, Section } from "../ui/section";
import * as styles from "./service-cards.module.css";
import { useUi } from "../../i18n/page-language";
import { Picture } from "../ui/picture";
import { enquiryHref } from "../../lib/enquiry-service";

export const query = graphql`
  fragment ServiceCard on ServicesJson {
    slug
    path
    enquiry
    closing {
      href
    }
    card {
      title
      description
      image {
        childImageSharp {
          gatsbyImageData(width: 400, aspectRatio: 1.6)
        }
      }
    }
  }
`;

interface ServiceCardsProps {
  /** The section's own heading and lead on home; /services has them in its page header already. */
  titled?: { heading: string; intro: string };
  services: readonly Queries.ServiceCardFragment[];
  /** On the home page a card jumps to its section below; elsewhere it opens the product's page. */
  linkTo?: "section" | "page";
}

/** 'Products That We Offer': each card is a real link, to its #section below or to its page. */
export function ServiceCards({ titled, services, linkTo = "section" }: ServiceCardsProps) {
  const ui = useUi();
  return (
    <Section id="services" labelledBy={titled ? "services-heading" : undefined}>
      {titled && (
        <>
          <h2 id="services-heading">{titled.heading}</h2>
          <Lead>{titled.intro}</Lead>
        </>
      )}
      {/* On home the cards are an index of the sections below: compact rows, the picture a thumbnail. */}
      <ul className={titled ? `${styles.grid} ${styles.compact}` : styles.grid}>
        {services.map((service, index) => {
          const image = service.card.image.childImageSharp?.gatsbyImageData;
          // Untitled, the cards open their page (/services): the first image is on a phone's first screen.
          const onFirstScreen = !titled && index === 0;
          const body = (
            <>
              {image && (
                <Picture image={image} alt="" className={styles.image} loading={onFirstScreen ? "eager" : "lazy"} />
              )}
              <span className={styles.body}>
                <span className={styles.title}>{service.card.title}</span>
                <span className={styles.text}>{service.card.description}</span>
                <span className={styles.more}>
                  <CardAction cue>{ui.learnMore}</CardAction>
                </span>
              </span>
            </>
          );
          return (
            <li key={service.slug} className={styles.item}>
              {linkTo === "section" ? (
                <a href={`#${service.slug}`} className={styles.card}>
                  {body}
                </a>
              ) : (
                <>
                  <Link to={service.path} className={styles.card}>
                    {body}
                  </Link>
                  {/* Beside Learn More, outside the card's link: the contact form with this product's option chosen. */}
                  <Link
                    to={enquiryHref(service.closing.href, service.enquiry)}
                    className={styles.enquire}
                    aria-label={`${ui.talkToOurTeam}: ${service.card.title}`}
                  >
                    {ui.talkToOurTeam}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
