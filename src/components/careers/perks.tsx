import type { IconName } from "../ui/icon";
import { graphql } from "gatsby";
import { IconCards } from "../ui/icon-cards";
import { Section } from "../ui/section";

/** The icon of each perk icon name content/careers.json may use. */
const PERK_ICONS: Record<string, IconName> = { shield: "shield-check", clock: "clock", book: "book-open", sun: "sun" };

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
      <IconCards
        items={careers.perks.map((perk) => ({ ...perk, key: perk.title, icon: PERK_ICONS[perk.icon] }))}
        label={careers.perksHeading}
      />
    </Section>
  );
}
