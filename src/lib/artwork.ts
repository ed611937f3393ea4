import type { IGatsbyImageData } from "gatsby-plugin-image";

/** An artwork field's File node: a picture sharp made every size of, or a drawing (.svg) served as it is. */
export interface ArtworkFile {
  readonly publicURL: string | null;
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

/**
 * A drawing (or a picture no size was made of, as the CMS's preview holds it) as the constrained
 * image `Picture` draws: one file, `width` wide at most, its box `aspectRatio` (width / height).
 */
export function drawnImage(src: string, width: number, aspectRatio: number): IGatsbyImageData {
  return { layout: "constrained", width, height: Math.round(width / aspectRatio), images: { fallback: { src } } };
}

/**
 * What `Picture` draws for an artwork field: the sizes the build made of a picture, or the drawing
 * in a box of the same shape (`width` and `aspectRatio` as the field's gatsbyImageData asks for).
 * Undefined when the field names no file.
 */
export function artworkImage(
  file: ArtworkFile | null | undefined,
  { width, aspectRatio }: { width: number; aspectRatio: number },
): IGatsbyImageData | undefined {
  if (!file) return undefined;
  if (file.childImageSharp) return file.childImageSharp.gatsbyImageData;
  if (file.publicURL && /\.svg$/i.test(file.publicURL)) return drawnImage(file.publicURL, width, aspectRatio);
  throw new Error(
    `artwork ${file.publicURL ?? "(no file)"}: neither a picture the build made sizes of nor an .svg drawing`,
  );
}
