import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./picture.module.css";

/**
 * A <source> of the picture. An art-directed one (another crop for a media query) also states its
 * own size, so the browser and a reader of the HTML know the shape it draws in.
 */
type PictureSource = NonNullable<IGatsbyImageData["images"]["sources"]>[number] & { width?: number; height?: number };

interface PictureProps {
  /** A constrained image from gatsby-plugin-image (`gatsbyImageData(width: …)`). */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** "eager" for an image on the first screen; every other image waits until it nears the viewport. */
  loading?: "eager" | "lazy";
  /** "low" for an eager image that must not hold back the first screen's text, fonts and styles. */
  fetchPriority?: "low";
}

/**
 * A responsive image from gatsby-plugin-image's data (WebP and a fallback, every width
 * sharp made), drawn as plain HTML: the same box and markup as GatsbyImage's server render, but no
 * client code. GatsbyImage's browser side imports react-dom/server on every page with an image
 * (react-dom/server, on first load: docs/performance.md) to redraw what the server already wrote; here the
 * browser's own lazy loading does what its script did. The dominant colour holds the box until
 * the image paints over it (every image is opaque).
 *
 * The sizer is an empty inline <svg> of the image's size, where GatsbyImage draws an <img> of a
 * `data:image/svg+xml` URL: Chrome builds a frame and a document for every SVG image, during the
 * HTML parse, one per image, which lengthened the home page's parse measurably.
 */
export function Picture({ image, alt, className, loading = "lazy", fetchPriority }: PictureProps) {
  if (image.layout !== "constrained") {
    throw new Error(`Picture draws constrained images only; got a ${image.layout} one (${image.images.fallback?.src})`);
  }
  const { width, height, backgroundColor, images } = image;
  return (
    <div
      className={[styles.picture, className].filter(Boolean).join(" ")}
      style={backgroundColor ? { backgroundColor } : undefined}
    >
      <div className={styles.sizer} style={{ maxWidth: width }}>
        <svg aria-hidden="true" width={width} height={height} viewBox={`0 0 ${width} ${height}`} />
      </div>
      <picture>
        {images.sources?.map((source: PictureSource) => (
          <source
            key={`${source.type} ${source.media ?? ""}`}
            type={source.type}
            srcSet={source.srcSet}
            sizes={source.sizes}
            media={source.media}
            width={source.width}
            height={source.height}
          />
        ))}
        <img
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={images.fallback?.sizes}
          width={width}
          height={height}
          alt={alt}
          loading={loading}
          decoding="async"
          // React 18 knows no fetchPriority prop; the lowercase attribute passes through as written.
          {...(fetchPriority ? { fetchpriority: fetchPriority } : {})}
        />
      </picture>
    </div>
  );
}
