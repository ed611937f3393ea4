import { Icon } from "../components/ui/icon";
import { graphql, type PageProps } from "gatsby";
import { Link } from "../components/ui/link";
import { useLanguagePrefix } from "../i18n/language-prefix";
import { localizeHref } from "../lib/languages";
import { Seo } from "../components/seo/seo";
import { Section } from "../components/ui/section";
import { useSite } from "../hooks/use-site";
import { useUi } from "../i18n/page-language";
import { webMailComposeUrl } from "../lib/contact-links";
import { breadcrumbJsonLd, personJsonLd } from "../lib/json-ld";
import { pageUrlPath } from "../lib/page-url";
import { required } from "../lib/required";
import { teamPath } from "../lib/team";
import { fill, toParagraphs } from "../lib/text";
import * as styles from "./team-member.module.css";
import { Picture } from "../components/ui/picture";

export default function TeamMemberTemplate({ data }: PageProps<Queries.TeamMemberQuery>) {
  const { siteUrl } = useSite();
  const prefix = useLanguagePrefix();
  const ui = useUi();
  // Addresses in the page's language: /hi/team/x/ links its breadcrumbs to /hi/ and /hi/team/.
  const here = (route: string) => `${siteUrl}${localizeHref(pageUrlPath(route), prefix)}`;
  const member = required(data.teamJson, "team.json");
  const image = member.image.childImageSharp?.gatsbyImageData;
  const path = teamPath(member.slug);
  const shareImage = member.image.childImageSharp?.share?.src ?? undefined;
  return (
    <>
      <Seo
        title={`${member.name}, ${member.role}`}
        description={member.shortBio}
        path={path}
        type="profile"
        image={shareImage}
        jsonLd={[
          personJsonLd({ ...member, url: here(path), image: `${siteUrl}${shareImage}` }, siteUrl),
          breadcrumbJsonLd([
            { name: ui.breadcrumbHome, url: here("/") },
            { name: ui.breadcrumbTeam, url: here("/team") },
            { name: member.name, url: here(path) },
          ]),
        ]}
      />
      <Section>
        <Link to="/team" className={styles.back}>
          <Icon name="arrow-left" size={18} />
          {ui.backToTeam}
        </Link>
        <article className={styles.profile}>
          {image && (
            <Picture
              image={image}
              alt={fill(ui.portraitOf, { name: member.name })}
              className={styles.photo}
              loading="eager"
            />
          )}
          <div>
            <h1 className={styles.name}>{member.name}</h1>
            <p className={styles.role}>{member.role}</p>
            {toParagraphs(member.longBio).map((paragraph) => (
              <p key={paragraph} className={styles.bio}>
                {paragraph}
              </p>
            ))}
            {(member.linkedin || member.email) && (
              <ul className={styles.links}>
                {member.linkedin && (
                  <li>
                    <a href={member.linkedin} target="_blank" rel="noopener noreferrer">
                      <Icon name="linkedin-logo" size={18} />
                      {ui.linkedinProfile}
                      <span className="visually-hidden"> {fill(ui.linkedinHint, { name: member.name })}</span>
                    </a>
                  </li>
                )}
                {member.email && (
                  <li>
                    <a href={webMailComposeUrl(member.email)} target="_blank" rel="noopener noreferrer">
                      <Icon name="envelope" size={18} />
                      {fill(ui.emailPerson, { name: member.name.split(" ")[0] })}
                      <span className="visually-hidden"> {ui.webMailHint}</span>
                    </a>
                  </li>
                )}
              </ul>
            )}
          </div>
        </article>
      </Section>
    </>
  );
}

export const query = graphql`
  query TeamMember($slug: String!, $locale: String!) {
    ...Chrome
    teamJson(slug: { eq: $slug }, locale: { eq: $locale }) {
      slug
      name
      role
      shortBio
      longBio
      linkedin
      email
      image {
        childImageSharp {
          gatsbyImageData(width: 420, aspectRatio: 1)
          share: resize(width: 1200, height: 630, cropFocus: NORTH, toFormat: JPG, quality: 80) {
            src
          }
        }
      }
    }
  }
`;
