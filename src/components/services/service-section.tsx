import { useState, type ReactNode } from "react";
import { Icon } from "../ui/icon";
import { graphql } from "gatsby";
import { Link } from "../ui/link";
import { buttonClassName } from "../ui/button-link";
import { Accordion } from "../ui/accordion";
import { CheckList } from "../ui/check-list";
import { LazyVideo } from "../ui/lazy-video";
import { Section } from "../ui/section";
import { FeatureGrid } from "./feature-grid";
import { ValueTable } from "./value-table";
import * as styles from "./service-section.module.css";
import { useUi } from "../../i18n/page-language";
import { enquiryHref } from "../../lib/enquiry-service";
import { fill } from "../../lib/text";

export const query = graphql`
  fragment ServiceSection on ServicesJson {
    slug
    path
    number
    title
    tagline
    intro
    video
    poster {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.7778)
      }
    }
    highlights
    why {
      heading
      text
      points
    }
    benefitGroups {
      heading
      points
    }
    accordionHeading
    accordion {
      title
      content
    }
    initialOpen
    enquiry
    closing {
      href
    }
    valueTable {
      ...ValueTable
    }
    cards {
      title
      description
    }
    paragraphs
    features {
      title
      description
    }
  }
`;

interface ServiceSectionProps {
  service: Queries.ServiceSectionFragment;
  /** h1 on the standalone route, h2 inside the home page. */
  headingLevel?: "h1" | "h2";
  tone?: "plain" | "muted";
  /** Which side the video sits on: home alternates it so six sections do not read as one template. */
  mediaSide?: "start" | "end";
  /**
   * On home: the label of the link to the product's own page (ui.json's learnMore). The section is
   * then its summary (issue 43): what the spec puts in it on home, the rest of the story
   * (highlights, benefit groups) behind the link.
   */
  detailsLabel?: string;
  /** Shows the section's 01 to 06 before its title: on home only, where the six stand in order (spec 2.3). */
  numbered?: boolean;
  /** On a product's own page: its next steps, under the intro, so its first screen offers one. */
  actions?: ReactNode;
  /**
   * The heading's words where they differ from the product's title (the spec's name, which home's
   * numbered headings show): on a product's own page, its heading from pages.json, as its <title> names it.
   */
  heading?: string;
}

/**
 * One numbered product section (spec 2.3): intro, video, why-it-matters, and its own extras. Wide,
 * it is two columns, the heading and text beside the video, the accordion (or paragraphs) beside
 * the reason (or, for the value table, the reason under the accordion, beside the table), over a
 * full-width row for what only this product has: benefit groups, feature cards.
 */
export function ServiceSection({
  service,
  headingLevel = "h2",
  tone = "plain",
  mediaSide = "end",
  detailsLabel,
  numbered = false,
  actions,
  heading = service.title,
}: ServiceSectionProps) {
  const ui = useUi();
  const [openIndex, setOpenIndex] = useState<number | null>(service.initialOpen ?? null);
  const Heading = headingLevel;
  // Sub-headings sit one level below the section's heading, wherever the section is shown.
  const SubHeading = headingLevel === "h1" ? "h2" : "h3";
  const ItemHeading = headingLevel === "h1" ? "h3" : "h4";
  const headingId = `${service.slug}-heading`;
  const poster = service.poster.childImageSharp?.gatsbyImageData;
  // No focusable part: where it sits in the DOM moves no Tab stop (stacked, CSS orders it).
  const why = (
    <div className={styles.why}>
      <SubHeading className={styles.subheading}>{service.why.heading}</SubHeading>
      <p>{service.why.text}</p>
      <ul>
        {service.why.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
  return (
    // On home (a summary, detailsLabel) the section takes home's denser layout: service-section.module.css's summary.
    <Section
      id={service.slug}
      tone={tone}
      labelledBy={headingId}
      className={detailsLabel ? `${styles.section} ${styles.summary}` : styles.section}
    >
      <div className={styles.body} data-media={mediaSide}>
        <div className={styles.column}>
          <div className={styles.lead}>
            <header className={styles.header}>
              <Heading id={headingId} className={styles.heading}>
                {numbered && <span className={styles.number}>{service.number}</span>}
                <span>{heading}</span>
              </Heading>
              <p className={styles.tagline}>{service.tagline}</p>
            </header>
            <p className={styles.intro}>{service.intro}</p>
            {detailsLabel ? (
              <div className={styles.actions}>
                {/* The way in: the contact form with this product's Service option already chosen. The
                    contact is the primary action wherever it is a button (the product page's too); the
                    product's page is the second. Each named in full, as one string: a visually hidden
                    span put a space before the colon. */}
                <Link
                  to={enquiryHref(service.closing.href, service.enquiry)}
                  className={buttonClassName("primary")}
                  aria-label={`${ui.talkToOurTeam}: ${service.title}`}
                >
                  {ui.talkToOurTeam}
                  <Icon name="arrow-right" size={16} />
                </Link>
                <Link
                  to={service.path}
                  className={buttonClassName("secondary")}
                  aria-label={`${detailsLabel}: ${service.title}`}
                >
                  {detailsLabel}
                </Link>
              </div>
            ) : (
              actions && <div className={styles.actions}>{actions}</div>
            )}
          </div>
          {/* Out of the lead, so a phone can show the video first, right under the calls to action. A
              product with a grid of cards lets them say it: the list named the same four or five
              things again (design review, round 17). */}
          {!detailsLabel && !service.features && !service.cards && (
            <CheckList items={service.highlights} className={styles.highlights} />
          )}
          {!service.valueTable && why}
          {/* Under the text, not under both columns: the text column is the shorter one. */}
          {service.valueTable && (
            <div className={styles.table}>
              <ValueTable table={service.valueTable} />
            </div>
          )}
        </div>
        <div className={styles.column}>
          {poster && (
            // On its own route the section leads the page, so its poster is a first-screen image.
            <LazyVideo
              name={service.video}
              poster={poster}
              priority={headingLevel === "h1"}
              phoneLayout
              className={styles.video}
            />
          )}
          {service.accordion && (
            <div className={styles.detail}>
              {service.accordionHeading && (
                <SubHeading className={styles.subheading}>{service.accordionHeading}</SubHeading>
              )}
              <Accordion
                items={service.accordion.map((item) => ({ title: item.title, content: <p>{item.content}</p> }))}
                openIndex={openIndex}
                onChange={setOpenIndex}
                headingLevel={service.accordionHeading ? ItemHeading : SubHeading}
              />
            </div>
          )}
          {service.paragraphs && (
            <div className={`${styles.detail} ${styles.paragraphs}`}>
              {service.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          )}
          {/* A value table is the longest block: the reason goes beside it, under the accordion, so the columns even out. */}
          {service.valueTable && why}
        </div>
      </div>
      {service.benefitGroups && !detailsLabel && (
        <div className={styles.groups}>
          {service.benefitGroups.map((group) => (
            <div key={group.heading} className={styles.group}>
              <SubHeading className={styles.subheading}>{group.heading}</SubHeading>
              <CheckList items={group.points} />
            </div>
          ))}
        </div>
      )}
      {service.features && (
        <FeatureGrid
          cards={service.features}
          label={fill(ui.serviceFeatures, { service: service.title })}
          layout="three-two"
          swipes={!!detailsLabel}
        />
      )}
      {service.cards && (
        <FeatureGrid
          cards={service.cards}
          label={fill(ui.serviceCapabilities, { service: service.title })}
          layout="row"
          swipes={!!detailsLabel}
        />
      )}
    </Section>
  );
}
