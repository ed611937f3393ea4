import { graphql, type PageProps } from "gatsby";
import { HelpCards } from "../components/help-center/help-cards";
import { SupportContact } from "../components/help-center/support-contact";
import { Page } from "../components/layout/page";
import { RegulatoryStatement } from "../components/legal/regulatory-statement";
import { required, requireCopy } from "../lib/required";

export default function HelpCenterPage({ data }: PageProps<Queries.HelpCenterPageQuery>) {
  const help = required(data.helpCenterJson, "help-center.json");
  return (
    <Page copy={requireCopy(data.pagesJson, "/help-center")}>
      <HelpCards help={help} />
      <RegulatoryStatement />
      <SupportContact help={help} labels={required(data.contactJson, "contact.json")} />
    </Page>
  );
}

export const query = graphql`
  query HelpCenterPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/help-center" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    helpCenterJson(locale: { eq: $locale }) {
      ...HelpCards
      ...SupportContact
    }
    contactJson(locale: { eq: $locale }) {
      ...ContactDetails
    }
  }
`;
