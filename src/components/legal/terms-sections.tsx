import { useState, type ReactNode } from "react";
import { graphql } from "gatsby";
import { Accordion } from "../ui/accordion";
import { FilterableList } from "../ui/filterable-list";
import * as styles from "./legal.module.css";
import { useUi } from "../../i18n/page-language";
import { fill } from "../../lib/text";

export const query = graphql`
  fragment TermsSection on TermsSectionsJson {
    slug
    title
    content
  }
`;

type Term = Queries.TermsSectionFragment;

/** What the status line says: nothing unsearched, a count while searching, the spec's empty text. */
function searchStatus(
  query: string,
  shown: number,
  total: number,
  words: { noTermsFor: string; termsMatch: string },
): string {
  if (query === "") return "";
  if (shown === 0) return fill(words.noTermsFor, { search: query });
  return fill(words.termsMatch, { shown, total });
}

/**
 * Spec 2.8 and 4: the sections filtered by title or text as the visitor types, in one accordion
 * with one open at a time. The open section is remembered by slug, so it stays open while it
 * still matches the search.
 */
export function TermsSections({ sections, footer }: { sections: readonly Term[]; footer?: ReactNode }) {
  const ui = useUi();
  const [openSlug, setOpenSlug] = useState<string | null>(sections[0]?.slug ?? null);
  return (
    <div className={styles.terms}>
      <FilterableList
        items={sections}
        search={{
          label: ui.searchTerms,
          placeholder: ui.searchTermsPlaceholder,
          fields: (section) => [section.title, section.content],
        }}
      >
        {(visible, search) => {
          const openIndex = visible.findIndex((section) => section.slug === openSlug);
          return (
            <>
              <p role="status" className={visible.length === 0 ? styles.empty : "visually-hidden"}>
                {searchStatus(search.trim(), visible.length, sections.length, ui)}
              </p>
              {visible.length > 0 && (
                <Accordion
                  items={visible.map((section) => ({ title: section.title, content: <p>{section.content}</p> }))}
                  openIndex={openIndex < 0 ? null : openIndex}
                  onChange={(next) => setOpenSlug(next === null ? null : visible[next].slug)}
                  headingLevel="h2"
                />
              )}
            </>
          );
        }}
      </FilterableList>
      {footer}
    </div>
  );
}
