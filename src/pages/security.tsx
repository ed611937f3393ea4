import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";
import { SecurityContact } from "../components/security/security-contact";
import { SecurityFeatures } from "../components/security/security-features";
import { SecurityPractices } from "../components/security/security-practices";

export default function SecurityPage({ data }: PageProps<Queries.SecurityPageQuery>) {
  const security = data.securityJson;
  return (
    <Page copy={requireCopy(data.pagesJson, "/security")}>
      {security && <SecurityFeatures security={security} />}
      {security && <SecurityPractices security={security} />}
      {security && <SecurityContact security={security} />}
    </Page>
  );
}

export const query = graphql`
  query SecurityPage {
    pagesJson(path: { eq: "/security" }) {
      ...PageCopy
    }
    securityJson {
      ...SecurityFeatures
      ...SecurityPractices
      ...SecurityContact
    }
  }
`;
