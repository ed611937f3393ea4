import { Icon } from "../ui/icon";
import { useState } from "react";
import { graphql } from "gatsby";
import { positionLabel, stepIndex, type CarouselStep } from "../../lib/carousel";
import { Section } from "../ui/section";
import { StarRating } from "../ui/star-rating";
import { Wordmark } from "../ui/wordmark";
import * as styles from "./testimonial-carousel.module.css";
import { useUi } from "../../i18n/page-language";
import { fill } from "../../lib/text";
import { Picture } from "../ui/picture";

export const query = graphql`
  fragment Testimonial on TestimonialsJson {
    name
    role
    company
    feedback
    rating
    image {
      childImageSharp {
        gatsbyImageData(width: 176, aspectRatio: 1)
      }
    }
    companyLogo {
      publicURL
    }
  }
`;

interface TestimonialCarouselProps {
  heading: string;
  testimonials: readonly Queries.TestimonialFragment[];
}

/**
 * Spec 2.5 and 4: one testimonial at a time, Prev and Next wrapping at both ends, a 0.5 s
 * cross-fade (none under reduced motion). Every slide is in the static HTML, stacked in one
 * grid cell so the box keeps the tallest one's height and nothing shifts; the hidden ones are
 * invisible to everyone. After each move the new slide is announced politely: its position, the
 * quote and who said it (issue 47: the position alone told a screen-reader user nothing new).
 */
export function TestimonialCarousel({ heading, testimonials }: TestimonialCarouselProps) {
  const ui = useUi();
  const [index, setIndex] = useState(0);
  // Nothing is announced until the visitor moves: the first slide is read in the page's order.
  const [moved, setMoved] = useState(false);
  const move = (step: CarouselStep) => {
    setMoved(true);
    setIndex((current) => stepIndex(current, step, testimonials.length));
  };
  const current = testimonials[index];
  return (
    <Section>
      <div aria-roledescription={ui.carousel} role="region" aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">{heading}</h2>
        <div id="testimonial-slides" className={styles.slides}>
          {testimonials.map((testimonial, position) => {
            const photo = testimonial.image.childImageSharp?.gatsbyImageData;
            const logo = testimonial.companyLogo.publicURL;
            return (
              <div
                key={testimonial.name}
                className={styles.slide}
                data-current={position === index}
                role="group"
                aria-roledescription={ui.slide}
                aria-label={positionLabel(ui.testimonialPosition, position, testimonials.length)}
              >
                {photo && (
                  <Picture
                    image={photo}
                    alt={fill(ui.portraitOf, { name: testimonial.name })}
                    className={styles.photo}
                  />
                )}
                <div className={styles.body}>
                  <blockquote className={styles.quote}>
                    <p>{testimonial.feedback}</p>
                  </blockquote>
                  <StarRating rating={testimonial.rating} />
                  <footer className={styles.caption}>
                    <span>
                      <strong className={styles.name}>{testimonial.name}</strong>
                      <span className={styles.role}>{testimonial.role}</span>
                    </span>
                    {logo && <Wordmark src={logo} name={testimonial.company} className={styles.logo} />}
                  </footer>
                </div>
              </div>
            );
          })}
        </div>
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={() => move(-1)} aria-controls="testimonial-slides">
            <Icon name="arrow-left" size={20} />
            {ui.previous}
          </button>
          <p className={styles.position}>{positionLabel(ui.testimonialPosition, index, testimonials.length)}</p>
          <button type="button" className={styles.button} onClick={() => move(1)} aria-controls="testimonial-slides">
            {ui.next}
            <Icon name="arrow-right" size={20} />
          </button>
        </div>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {moved &&
            current &&
            fill(ui.testimonialAnnouncement, {
              position: positionLabel(ui.testimonialPosition, index, testimonials.length),
              quote: current.feedback,
              name: current.name,
              role: current.role,
              company: current.company,
            })}
        </p>
      </div>
    </Section>
  );
}
