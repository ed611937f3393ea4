import { graphql } from "gatsby";
import { IconCards } from "../ui/icon-cards";
import { Section } from "../ui/section";

export const query = graphql`
  fragment CareersPerks on CareersJson {
    perksHeading
    perks {
      icon
      title
      description
    }
  }
`;

/** Spec 2.5: the four perks as cards. */
export function Perks({ careers }: { careers: Queries.CareersPerksFragment }) {
  return (
    <Section tone="muted" labelledBy="perks-heading">
      <h2 id="perks-heading">{careers.perksHeading}</h2>
      <IconCards items={careers.perks.map((perk) => ({ ...perk, key: perk.title }))} label={careers.perksHeading} />
    </Section>
  );
}
