import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
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

export function TeamCard({ member }: { member: Queries.TeamCardFragment }) {
  const image = getImage(member.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <article className={styles.card}>
      {image && <GatsbyImage image={image} alt={`Portrait of ${member.name}`} className={styles.photo} />}
      <div className={styles.body}>
        <h3 className={styles.name}>{member.name}</h3>
        <p className={styles.role}>{member.role}</p>
        <p className={styles.bio}>{member.shortBio}</p>
        <ButtonLink to={`/team/${member.slug}`} variant="secondary" aria-label={`Read More about ${member.name}`}>
          Read More
        </ButtonLink>
      </div>
    </article>
  );
}
