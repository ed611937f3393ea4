import { useState } from "react";
import { graphql } from "gatsby";
import { Accordion } from "../ui/accordion";
import { CheckList } from "../ui/check-list";
import { LazyVideo } from "../ui/lazy-video";
import { Section } from "../ui/section";
import { FeatureGrid } from "./feature-grid";
import { ValueTable } from "./value-table";
import * as styles from "./service-section.module.css";
import { useUi } from "../../i18n/page-language";
import { fill } from "../../lib/text";

export const query = graphql`
  fragment ServiceSection on ServicesJson {
    slug
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
}

/** One numbered product section (spec 2.3): intro, video, why-it-matters, and its own extras. */
export function ServiceSection({
  service,
  headingLevel = "h2",
  tone = "plain",
  mediaSide = "end",
}: ServiceSectionProps) {
  const ui = useUi();
  const [openIndex, setOpenIndex] = useState<number | null>(service.initialOpen ?? null);
  const Heading = headingLevel;
  // Sub-headings sit one level below the section's heading, wherever the section is shown.
  const SubHeading = headingLevel === "h1" ? "h2" : "h3";
  const ItemHeading = headingLevel === "h1" ? "h3" : "h4";
  const headingId = `${service.slug}-heading`;
  const poster = service.poster.childImageSharp?.gatsbyImageData;
  return (
    <Section id={service.slug} tone={tone} labelledBy={headingId}>
      <header className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          <span className={styles.number}>{service.number}</span>
          <span>{service.title}</span>
        </Heading>
        <p className={styles.tagline}>{service.tagline}</p>
      </header>
      <div className={styles.overview} data-media={mediaSide}>
        <div>
          <p className={styles.intro}>{service.intro}</p>
          <CheckList items={service.highlights} className={styles.highlights} />
        </div>
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
      </div>
      <div className={styles.why}>
        <div>
          <SubHeading className={styles.subheading}>{service.why.heading}</SubHeading>
          <p>{service.why.text}</p>
        </div>
        <ul>
          {service.why.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      {service.benefitGroups && (
        <div className={styles.groups}>
          {service.benefitGroups.map((group) => (
            <div key={group.heading} className={styles.group}>
              <SubHeading className={styles.subheading}>{group.heading}</SubHeading>
              <ul>
                {group.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {service.paragraphs && (
        <div className={styles.paragraphs}>
          {service.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      {service.features && (
        <FeatureGrid
          cards={service.features}
          label={fill(ui.serviceFeatures, { service: service.title })}
          layout="three-two"
        />
      )}
      {service.cards && (
        <FeatureGrid
          cards={service.cards}
          label={fill(ui.serviceCapabilities, { service: service.title })}
          layout="two"
        />
      )}
      {service.valueTable && <ValueTable table={service.valueTable} />}
      {service.accordion && (
        <div className={styles.benefits}>
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
    </Section>
  );
}
