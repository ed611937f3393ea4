import { useState } from "react";
import { getImage } from "gatsby-plugin-image";
import { FilterableList } from "../ui/filterable-list";
import { ItemGrid } from "../ui/item-grid";
import { Modal } from "../ui/modal";
import { ModalArticle } from "../ui/modal-article";
import { PressCard } from "./press-card";

type Release = Queries.PressReleaseFragment;

interface PressListProps {
  releases: readonly Release[];
  categories: readonly string[];
}

/** Spec 2.5: press cards filtered by category; 'Read More' opens the release in the modal. */
export function PressList({ releases, categories }: PressListProps) {
  const [reading, setReading] = useState<Release | null>(null);
  return (
    <>
      <h2 className="visually-hidden">Press releases</h2>
      <FilterableList
        items={releases}
        category={{ label: "Filter press releases by category", categories, of: (release) => release.category }}
      >
        {(visible) => (
          <ItemGrid
            items={visible}
            label="Press releases"
            keyOf={(release) => release.slug}
            columns={2}
            empty="No press releases found for this category."
            render={(release) => <PressCard release={release} onRead={() => setReading(release)} />}
          />
        )}
      </FilterableList>
      <Modal open={reading !== null} onClose={() => setReading(null)} title={reading?.title ?? ""}>
        {reading && (
          <ModalArticle
            image={getImage(reading.image.childImageSharp?.gatsbyImageData ?? null)}
            meta={`${reading.category} · ${reading.date}`}
            text={reading.body}
          />
        )}
      </Modal>
    </>
  );
}
