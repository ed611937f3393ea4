import { useState } from "react";
import { graphql } from "gatsby";
import { labelOf, type CategoryLabel } from "../../lib/categories";
import { CardAction } from "../ui/card-action";
import { FilterableList } from "../ui/filterable-list";
import { ItemGrid } from "../ui/item-grid";
import { Modal } from "../ui/modal";
import { ModalArticle } from "../ui/modal-article";
import { TeaserCard } from "../ui/teaser-card";
import { useFormatDate, useUi } from "../../i18n/page-language";

export const query = graphql`
  fragment PressRelease on PressReleasesJson {
    slug
    title
    category
    description
    body
    date
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.778)
      }
    }
  }
`;

type Release = Queries.PressReleaseFragment;

interface PressListProps {
  releases: readonly Release[];
  categories: readonly CategoryLabel[];
}

/** Spec 2.5: press cards filtered by category; 'Read More' opens the release in the modal. */
export function PressList({ releases, categories }: PressListProps) {
  const ui = useUi();
  const formatDate = useFormatDate();
  const [reading, setReading] = useState<Release | null>(null);
  return (
    <>
      <h2 className="visually-hidden">{ui.pressReleases}</h2>
      <FilterableList
        items={releases}
        category={{ label: ui.filterPressReleases, categories, of: (release) => release.category }}
      >
        {(visible) => (
          <ItemGrid
            items={visible}
            label={ui.pressReleases}
            keyOf={(release) => release.slug}
            columns={2}
            empty={ui.noPressReleases}
            render={(release, index) => (
              <TeaserCard
                imageLoading={index === 0 ? "eager" : "lazy"}
                image={release.image}
                category={labelOf(categories, release.category)}
                detail={formatDate(release.date)}
                title={release.title}
                text={release.description}
                action={(titleId) => (
                  <CardAction onClick={() => setReading(release)} aria-describedby={titleId} aria-haspopup="dialog">
                    {ui.readMore}
                  </CardAction>
                )}
              />
            )}
          />
        )}
      </FilterableList>
      <Modal open={reading !== null} onClose={() => setReading(null)} title={reading?.title ?? ""}>
        {reading && (
          <ModalArticle
            image={reading.image.childImageSharp?.gatsbyImageData}
            meta={`${labelOf(categories, reading.category)}\u00a0· ${formatDate(reading.date)}`}
            text={reading.body}
          />
        )}
      </Modal>
    </>
  );
}
