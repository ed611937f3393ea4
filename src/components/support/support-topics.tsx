import { useState } from "react";
import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { telHref } from "../../lib/contact-links";
import { filterItems } from "../../lib/filters";
import { Accordion } from "../ui/accordion";
import { Icon, isIconName } from "../ui/icon";
import { Modal } from "../ui/modal";
import { SearchBox } from "../ui/search-box";
import * as styles from "./support-topics.module.css";

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
  const site = useSite();
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Topic | null>(null);
  const [openFaq, setOpenFaq] = useState<number | null>(null);
  const visible = filterItems(topics, { query: search, searchIn: (topic) => [topic.title] });

  const choose = (topic: Topic) => {
    setOpenFaq(null); // spec 4: choosing a topic resets the open question
    setSelected(topic);
  };

  return (
    <>
      <SearchBox label="Search support topics" placeholder="Search support topics..." value={search} onChange={setSearch} />
      <ul className={styles.grid} aria-label="Support topics">
        {visible.map((topic) => (
          <li key={topic.slug}>
            <button type="button" className={styles.card} onClick={() => choose(topic)} aria-haspopup="dialog">
              <span className={styles.icon}>{isIconName(topic.icon) && <Icon name={topic.icon} size={24} />}</span>
              <span className={styles.title}>{topic.title}</span>
              <span className={styles.summary}>{topic.summary}</span>
            </button>
          </li>
        ))}
      </ul>
      {visible.length === 0 && <p className={styles.empty}>No support topics match “{search.trim()}”.</p>}
      <Modal
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.title ?? ""}
        footer={
          <p>
            Still stuck? Write to <a href={`mailto:${site.email}`}>{site.email}</a> or call{" "}
            <a href={telHref(site.phone)}>{site.phone}</a>, 24/7.
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
