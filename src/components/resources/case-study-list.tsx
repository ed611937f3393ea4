import { useState } from "react";
import { getImage } from "gatsby-plugin-image";
import { FilterableList } from "../ui/filterable-list";
import { ItemGrid } from "../ui/item-grid";
import { Modal } from "../ui/modal";
import { ModalArticle } from "../ui/modal-article";
import { CaseStudyCard } from "./case-study-card";

type Study = Queries.CaseStudyFragment;

interface CaseStudyListProps {
  studies: readonly Study[];
  categories: readonly string[];
}

/** Spec 2.6: case studies by category; a card opens the full story in the modal. */
export function CaseStudyList({ studies, categories }: CaseStudyListProps) {
  const [open, setOpen] = useState<Study | null>(null);
  return (
    <>
      <h2 className="visually-hidden">Case studies</h2>
      <FilterableList
        items={studies}
        category={{ label: "Filter case studies by category", categories, of: (study) => study.category }}
      >
        {(visible) => (
          <ItemGrid
            items={visible}
            label="Case studies"
            keyOf={(study) => study.slug}
            empty="No case studies found for this category."
            render={(study) => <CaseStudyCard study={study} onOpen={() => setOpen(study)} />}
          />
        )}
      </FilterableList>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ""}>
        {open && (
          <ModalArticle
            image={getImage(open.image.childImageSharp?.gatsbyImageData ?? null)}
            meta={
              <>
                <strong>{open.company}</strong> · {open.category} · {open.metricValue} {open.metricLabel}
              </>
            }
            text={open.details}
          />
        )}
      </Modal>
    </>
  );
}
