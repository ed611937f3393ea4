import { useState, type ReactNode } from "react";
import { graphql } from "gatsby";
import { filterItems } from "../../lib/filters";
import { Accordion } from "../ui/accordion";
import { SearchBox } from "../ui/search-box";
import * as styles from "./legal.module.css";

export const query = graphql`
  fragment TermsSection on TermsSectionsJson {
    slug
    title
    content
  }
`;

type Term = Queries.TermsSectionFragment;

/** What the status line says: nothing unsearched, a count while searching, the spec's empty text. */
function searchStatus(query: string, shown: number, total: number): string {
  if (query === "") return "";
  if (shown === 0) return `No results found for "${query}"`;
  return `${shown} of ${total} sections match`;
}

/**
 * Spec 2.8 and 4: the sections filtered by title or text as the visitor types, in one accordion
 * with one open at a time. The open section is remembered by slug, so it stays open while it
 * still matches the search.
 */
export function TermsSections({ sections, footer }: { sections: readonly Term[]; footer?: ReactNode }) {
  const [search, setSearch] = useState("");
  const [openSlug, setOpenSlug] = useState<string | null>(sections[0]?.slug ?? null);
  const visible = filterItems(sections, { query: search, searchIn: (section) => [section.title, section.content] });
  const openIndex = visible.findIndex((section) => section.slug === openSlug);
  const query = search.trim();
  return (
    <div className={styles.terms}>
      <SearchBox label="Search terms" placeholder="Search terms..." value={search} onChange={setSearch} />
      <p role="status" className={visible.length === 0 ? styles.empty : "visually-hidden"}>
        {searchStatus(query, visible.length, sections.length)}
      </p>
      {visible.length > 0 && (
        <div className={styles.accordion}>
          <Accordion
            items={visible.map((section) => ({ title: section.title, content: <p>{section.content}</p> }))}
            openIndex={openIndex < 0 ? null : openIndex}
            onChange={(next) => setOpenSlug(next === null ? null : visible[next].slug)}
            headingLevel="h2"
          />
        </div>
      )}
      {footer}
    </div>
  );
}
