import { graphql, type PageProps } from "gatsby";
import { FeedbackPanel } from "../components/feedback/feedback-panel";
import { Page } from "../components/layout/page";
import { Section } from "../components/ui/section";
import { StarRating } from "../components/ui/star-rating";
import { required, requireCopy } from "../lib/required";
import * as styles from "../components/feedback/feedback.module.css";
import { useUi } from "../i18n/page-language";
import { fill } from "../lib/text";
import { Picture } from "../components/ui/picture";

export default function FeedbackPage({ data }: PageProps<Queries.FeedbackPageQuery>) {
  const ui = useUi();
  return (
    <Page copy={requireCopy(data.pagesJson, "/feedback")}>
      <Section>
        <div className={styles.layout}>
          <FeedbackPanel {...required(data.feedbackJson, "feedback.json")} />
          <section aria-labelledby="what-users-say">
            <h2 id="what-users-say">{ui.whatUsersSay}</h2>
            <ul className={styles.quotes}>
              {data.allFeedbackTestimonialsJson.nodes.map((entry) => {
                const portrait = entry.image.childImageSharp?.gatsbyImageData;
                return (
                  <li key={entry.name} className={styles.quote}>
                    <StarRating rating={entry.rating} />
                    <p>{entry.message}</p>
                    <footer className={styles.author}>
                      {portrait && (
                        <Picture
                          image={portrait}
                          alt={fill(ui.portraitOf, { name: entry.name })}
                          className={styles.portrait}
                        />
                      )}
                      <span>
                        <strong>{entry.name}</strong>, {entry.role}
                      </span>
                    </footer>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </Section>
    </Page>
  );
}

export const query = graphql`
  query FeedbackPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/feedback" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    feedbackJson(locale: { eq: $locale }) {
      notice
      requiredNote
    }
    allFeedbackTestimonialsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        name
        role
        message
        rating
        image {
          childImageSharp {
            gatsbyImageData(width: 56, aspectRatio: 1)
          }
        }
      }
    }
  }
`;
