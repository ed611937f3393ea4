import { graphql, type PageProps } from "gatsby";
import { Culture } from "../components/careers/culture";
import { Perks } from "../components/careers/perks";
import { Page } from "../components/layout/page";
import { CtaBand } from "../components/ui/cta-band";
import { LinkedText } from "../components/ui/linked-text";
import { Section } from "../components/ui/section";
import { required, requireCopy } from "../lib/required";

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const careers = required(data.careersJson, "careers.json");
  return (
    <Page copy={requireCopy(data.pagesJson, "/careers")}>
      <Culture careers={careers} />
      <Perks careers={careers} />
      <Section>
        <CtaBand text={<LinkedText text={careers.closing} />} />
      </Section>
    </Page>
  );
}

export const query = graphql`
  query CareersPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/careers" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    careersJson(locale: { eq: $locale }) {
      ...CareersCulture
      ...CareersPerks
      closing
    }
  }
`;
