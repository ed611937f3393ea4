import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { teamPath } from "../../lib/team";
import { ButtonLink } from "../ui/button-link";
import * as styles from "./team.module.css";

export const query = graphql`
  fragment TeamCard on TeamJson {
    slug
    name
    role
    shortBio
    image {
      childImageSharp {
        gatsbyImageData(width: 320, aspectRatio: 1)
      }
    }
  }
`;

interface TeamCardProps {
  member: Queries.TeamCardFragment;
  /** h2 on /team (right under the h1), h3 inside the home page's team section. */
  headingLevel: "h2" | "h3";
}

export function TeamCard({ member, headingLevel }: TeamCardProps) {
  const Heading = headingLevel;
  const image = getImage(member.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <article className={styles.card}>
      {image && <GatsbyImage image={image} alt={`Portrait of ${member.name}`} className={styles.photo} />}
      <div className={styles.body}>
        <Heading className={styles.name}>{member.name}</Heading>
        <p className={styles.role}>{member.role}</p>
        <p className={styles.bio}>{member.shortBio}</p>
        <ButtonLink to={teamPath(member.slug)} variant="secondary">
          Read More<span className="visually-hidden"> about {member.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
