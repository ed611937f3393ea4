import { graphql, type PageProps } from "gatsby";
import { Page } from "../components/layout/page";
import { ProofRow } from "../components/proof/proof-row";
import { RegulatoryStatement } from "../components/legal/regulatory-statement";
import { SecurityContact } from "../components/security/security-contact";
import { SecurityFeatures } from "../components/security/security-features";
import { SecurityPractices } from "../components/security/security-practices";
import { required, requireCopy } from "../lib/required";

export default function SecurityPage({ data }: PageProps<Queries.SecurityPageQuery>) {
  const security = required(data.securityJson, "security.json");
  return (
    <Page copy={requireCopy(data.pagesJson, "/security")}>
      <ProofRow data={data} statusStatedOnPage />
      <SecurityFeatures security={security} />
      <SecurityPractices security={security} />
      <RegulatoryStatement followsBand />
      <SecurityContact security={security} />
    </Page>
  );
}

export const query = graphql`
  query SecurityPage($locale: String!) {
    ...Chrome
    ...ProofRow
    pagesJson(path: { eq: "/security" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    securityJson(locale: { eq: $locale }) {
      ...SecurityFeatures
      ...SecurityPractices
      ...SecurityContact
    }
  }
`;
