import type { IconName } from "../ui/icon";
import { graphql } from "gatsby";
import { IconCards } from "../ui/icon-cards";
import { Section } from "../ui/section";

/** The icon of each feature icon name content/security.json may use. */
const FEATURE_ICONS: Record<string, IconName> = {
  lock: "lock-key",
  key: "key",
  server: "hard-drives",
  radar: "crosshair",
};

export const query = graphql`
  fragment SecurityFeatures on SecurityJson {
    featuresHeading
    features {
      key
      icon
      title
      description
    }
  }
`;

/** Spec 2.8: encryption, two-factor authentication, infrastructure and fraud monitoring. */
export function SecurityFeatures({ security }: { security: Queries.SecurityFeaturesFragment }) {
  return (
    <Section labelledBy="security-features-heading">
      <h2 id="security-features-heading">{security.featuresHeading}</h2>
      <IconCards
        items={security.features.map((feature) => ({ ...feature, icon: FEATURE_ICONS[feature.icon] }))}
        label={security.featuresHeading}
      />
    </Section>
  );
}
