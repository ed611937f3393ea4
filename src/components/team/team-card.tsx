import { graphql } from "gatsby";
import { teamPath } from "../../lib/team";
import { CardAction } from "../ui/card-action";
import * as styles from "./team.module.css";
import { useUi } from "../../i18n/page-language";
import { fill } from "../../lib/text";
import { Picture } from "../ui/picture";

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
  const ui = useUi();
  const Heading = headingLevel;
  const image = member.image.childImageSharp?.gatsbyImageData;
  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt={fill(ui.portraitOf, { name: member.name })} className={styles.photo} />}
      <div className={styles.body}>
        <Heading className={styles.name}>{member.name}</Heading>
        <p className={styles.role}>{member.role}</p>
        <p className={styles.bio}>{member.shortBio}</p>
        <CardAction to={teamPath(member.slug)}>
          {ui.readMore}
          <span className="visually-hidden"> {fill(ui.readMoreAbout, { name: member.name })}</span>
        </CardAction>
      </div>
    </article>
  );
}
