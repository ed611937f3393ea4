import { graphql, type PageProps } from "gatsby";
import { HelpCards } from "../components/help-center/help-cards";
import { SupportContact } from "../components/help-center/support-contact";
import { Page, requireCopy } from "../components/layout/page";

export default function HelpCenterPage({ data }: PageProps<Queries.HelpCenterPageQuery>) {
  const { helpCenterJson: help, contactJson: labels } = data;
  return (
    <Page copy={requireCopy(data.pagesJson, "/help-center")}>
      {help && <HelpCards help={help} />}
      {help && labels && <SupportContact help={help} labels={labels} />}
    </Page>
  );
}

export const query = graphql`
  query HelpCenterPage {
    pagesJson(path: { eq: "/help-center" }) {
      ...PageCopy
    }
    helpCenterJson {
      ...HelpCards
      ...SupportContact
    }
    contactJson {
      ...ContactDetails
    }
  }
`;
