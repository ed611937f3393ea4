import { useState } from "react";
import { useLocation } from "@reach/router";
import { useHasMounted } from "../../hooks/use-has-mounted";
import { decodeHash } from "../../lib/scroll";
import { graphql } from "gatsby";
import { labelOf, type CategoryLabel } from "../../lib/categories";
import { FilterableList } from "../ui/filterable-list";
import { ItemGrid } from "../ui/item-grid";
import { Modal } from "../ui/modal";
import { ModalArticle } from "../ui/modal-article";
import { TeaserCard } from "../ui/teaser-card";
import { useUi } from "../../i18n/page-language";

export const query = graphql`
  fragment CaseStudy on CaseStudiesJson {
    slug
    category
    company
    title
    summary
    details
    metricValue
    metricLabel
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.778)
      }
    }
    # The modal's picture spans its column (44rem); the cards keep the smaller files.
    modalImage: image {
      childImageSharp {
        gatsbyImageData(width: 704, aspectRatio: 1.778)
      }
    }
  }
`;

type Study = Queries.CaseStudyFragment;

interface CaseStudyListProps {
  studies: readonly Study[];
  categories: readonly CategoryLabel[];
}

/** Spec 2.6: case studies by category; a card opens the full story in the modal. */
export function CaseStudyList({ studies, categories }: CaseStudyListProps) {
  const ui = useUi();
  const [open, setOpen] = useState<Study | null>(null);
  const { hash } = useLocation();
  // /case-studies#<slug> (a partner's logo in the proof row) opens that story, once the page has
  // hydrated (the server's HTML has no address fragment), until the visitor closes it.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const mounted = useHasMounted();
  const linked = mounted && hash !== dismissed ? studies.find((study) => study.slug === decodeHash(hash)) : undefined;
  const shown = open ?? linked ?? null;

  const close = () => {
    setOpen(null);
    setDismissed(hash);
    // Closed, the story leaves the address too: a reload or a shared link shows the list.
    if (window.location.hash)
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  };

  return (
    <>
      <h2 className="visually-hidden">{ui.caseStudies}</h2>
      <FilterableList
        items={studies}
        category={{ label: ui.filterCaseStudies, categories, of: (study) => study.category }}
      >
        {(visible) => (
          <ItemGrid
            items={visible}
            label={ui.caseStudies}
            keyOf={(study) => study.slug}
            empty={ui.noCaseStudies}
            render={(study, index) => (
              <TeaserCard
                imageLoading={index === 0 ? "eager" : "lazy"}
                image={study.image}
                category={labelOf(categories, study.category)}
                detail={study.company}
                figure={{ value: study.metricValue, label: study.metricLabel }}
                title={study.title}
                text={study.summary}
                onOpen={() => setOpen(study)}
                cue={ui.readMore}
              />
            )}
          />
        )}
      </FilterableList>
      <Modal open={shown !== null} onClose={close} title={shown?.title ?? ""}>
        {shown && (
          <ModalArticle
            image={shown.modalImage.childImageSharp?.gatsbyImageData}
            meta={
              <>
                {/* Each separator held to the part before it, so a line never starts with one. */}
                <strong>{shown.company}</strong>&nbsp;· {labelOf(categories, shown.category)}&nbsp;· {shown.metricValue}{" "}
                {shown.metricLabel}
              </>
            }
            text={shown.details}
          />
        )}
      </Modal>
    </>
  );
}
