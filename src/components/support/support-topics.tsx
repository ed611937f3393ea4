import type { IconName } from "../ui/icon";
import { useState } from "react";
import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { telHref } from "../../lib/contact-links";
import { matchesMessage } from "../../lib/empty-messages";
import { Accordion } from "../ui/accordion";
import { FilledText } from "../ui/filled-text";
import { FilterableList } from "../ui/filterable-list";
import { IconTile } from "../ui/icon-tile";
import { ItemGrid } from "../ui/item-grid";
import { Modal } from "../ui/modal";
import * as styles from "./support-topics.module.css";
import { useUi } from "../../i18n/page-language";
import { fill } from "../../lib/text";

/** The icon of each topic icon name content/support-topics.json may use. */
const TOPIC_ICONS: Record<string, IconName> = {
  card: "credit-card",
  id: "identification-card",
  code: "code",
  scale: "scales",
  wrench: "wrench",
  chart: "chart-bar",
};

export const query = graphql`
  fragment SupportTopic on SupportTopicsJson {
    slug
    title
    icon
    summary
    faqs {
      question
      answer
    }
  }
`;

type Topic = Queries.SupportTopicFragment;

/** Spec 2.7: topic cards filtered by title; a topic opens its questions in the modal. */
export function SupportTopics({ topics }: { topics: readonly Topic[] }) {
  const ui = useUi();
  const site = useSite();
  const [selected, setSelected] = useState<Topic | null>(null);
  const [openFaq, setOpenFaq] = useState<number | null>(null);

  const choose = (topic: Topic) => {
    setOpenFaq(null); // spec 4: choosing a topic resets the open question
    setSelected(topic);
  };

  return (
    <>
      <FilterableList
        items={topics}
        search={{
          label: ui.searchSupportTopics,
          placeholder: ui.searchSupportTopicsPlaceholder,
          fields: (topic) => [topic.title],
        }}
      >
        {(visible, query) => (
          <ItemGrid
            items={visible}
            label={ui.supportTopics}
            keyOf={(topic) => topic.slug}
            empty={fill(ui.noSupportTopicsFor, { search: query.trim() })}
            summary={matchesMessage(ui.matchesFound, query, visible.length, [ui.supportTopicOne, ui.supportTopicMany])}
            render={(topic) => (
              <button type="button" className={styles.card} onClick={() => choose(topic)} aria-haspopup="dialog">
                <IconTile icon={TOPIC_ICONS[topic.icon]} />
                <span className={styles.title}>{topic.title}</span>
                <span className={styles.summary}>{topic.summary}</span>
              </button>
            )}
          />
        )}
      </FilterableList>
      <Modal
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.title ?? ""}
        footer={
          <p>
            <FilledText
              template={ui.supportStillStuck}
              values={{
                email: <a href={`mailto:${site.email}`}>{site.email}</a>,
                phone: <a href={telHref(site.phone)}>{site.phone}</a>,
              }}
            />
          </p>
        }
      >
        {selected && (
          <Accordion
            items={selected.faqs.map((faq) => ({ title: faq.question, content: <p>{faq.answer}</p> }))}
            openIndex={openFaq}
            onChange={setOpenFaq}
          />
        )}
      </Modal>
    </>
  );
}
