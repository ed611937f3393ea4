import { Icon } from "../ui/icon";
import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { ButtonLink } from "../ui/button-link";
import { KeepHyphenated } from "../ui/keep-hyphenated";
import { LazyVideo } from "../ui/lazy-video";
import * as styles from "./hero.module.css";

export const query = graphql`
  fragment Hero on HomeHero {
    eyebrow
    headline
    text
    ctaLabel
    ctaHref
    secondaryLabel
    secondaryHref
    video
    poster {
      childImageSharp {
        # The video's mock-ups sit in its right-hand square: the poster is that square, and the
        # video is pinned to the same edge (hero.module.css), so the two frames match.
        gatsbyImageData(layout: CONSTRAINED, width: 720, aspectRatio: 1, transformOptions: { cropFocus: EAST })
      }
    }
  }
`;

export function Hero({ hero }: { hero: Queries.HeroFragment }) {
  const poster = hero.poster.childImageSharp?.gatsbyImageData;
  const { regulatory } = useSite();
  return (
    <section id="home" className={styles.hero} aria-labelledby="home-heading">
      <div className={styles.content}>
        <div>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-heading">
            <KeepHyphenated text={hero.headline} />
          </h1>
          <p className={styles.text}>{hero.text}</p>
          <div className={styles.actions}>
            <ButtonLink to={hero.ctaHref} className={styles.cta}>
              {hero.ctaLabel}
              <Icon name="arrow-right" size={18} />
            </ButtonLink>
            <ButtonLink to={hero.secondaryHref} variant="secondary" className={styles.cta}>
              {hero.secondaryLabel}
            </ButtonLink>
          </div>
          {/* The first proof a bank looks for, on the first screen: who holds and settles the money. */}
          <p className={styles.standing}>
            <Icon name="bank" size={18} className={styles.seal} />
            <span>
              {regulatory.partnersLabel}:{" "}
              {/* A line breaks between names only: each name holds together, and the separator
                  stays with the name before it, so no line starts with it. */}
              {regulatory.partners.map((partner, index) => (
                <span key={partner.name}>
                  {index > 0 && "\u00a0· "}
                  <strong className={styles.partner}>{partner.name}</strong>
                </span>
              ))}
            </span>
          </p>
        </div>
        {poster && <LazyVideo name={hero.video} poster={poster} priority className={styles.visual} />}
      </div>
    </section>
  );
}
