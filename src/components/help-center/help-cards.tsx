import type { IconName } from "../ui/icon";
import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { withSiteFacts } from "../../lib/text";
import { CheckList } from "../ui/check-list";
import { IconCards } from "../ui/icon-cards";
import { LinkedText } from "../ui/linked-text";
import { Section } from "../ui/section";
import * as styles from "./help-center.module.css";
import { useUi } from "../../i18n/page-language";

/** The icon of each card icon name content/help-center.json may use. */
const CARD_ICONS: Record<string, IconName> = {
  store: "storefront",
  headset: "headset",
  scale: "scales",
  book: "book-open",
};

export const query = graphql`
  fragment HelpCards on HelpCenterJson {
    cards {
      icon
      title
      description
      points
    }
  }
`;

/** Spec 2.7: merchant and customer support, the grievance policy and the knowledge base. */
export function HelpCards({ help }: { help: Queries.HelpCardsFragment }) {
  const ui = useUi();
  const site = useSite();
  const items = help.cards.map((card) => ({
    ...card,
    key: card.title,
    icon: CARD_ICONS[card.icon],
    extra: (
      <div className={styles.points}>
        <CheckList items={card.points} renderItem={(point) => <LinkedText text={withSiteFacts(point, site)} />} />
      </div>
    ),
  }));
  return (
    <Section>
      <IconCards items={items} label={ui.waysWeCanHelp} headingLevel="h2" layout="rows" />
    </Section>
  );
}
