import { useEffect, type RefObject } from "react";

/**
 * How far ahead of the screen a video's poster is fetched: three screens (Chromium's own lazy
 * images start about one and a half ahead), so a visitor who scrolls fast on a slow connection
 * finds it painted, while the posters further on still wait.
 */
const POSTERS_AHEAD = "300% 0px";

/** The copies being fetched, held until they are done so they are not collected midway. */
const fetching = new Set<HTMLImageElement>();

/**
 * Fetches the image a <picture> shows, as that picture would choose it (its first matching
 * source, its sizes), through a detached copy whose image loads at once: a lazy image outside the
 * document waits until it is made eager. The picture's own lazy <img> then finds it in the
 * browser's cache when its section is laid out. The page's own elements are left as React wrote them.
 */
function warmPicture(picture: HTMLPictureElement) {
  if (picture.querySelector("img")?.complete !== false) return;
  const image = (picture.cloneNode(true) as HTMLPictureElement).querySelector("img") as HTMLImageElement;
  image.decoding = "async";
  image.loading = "eager";
  fetching.add(image);
  image
    .decode()
    .catch(() => undefined)
    .finally(() => fetching.delete(image));
}

/**
 * Fetches the posters of the video frames ([data-video-frame]) inside each section of
 * `container` once the section is within three screens. A section's content stays unrendered until
 * it nears the screen (content-visibility, global.css) and unhydrated until then too, so neither
 * the poster's own lazy loading nor the video's script would start it in time.
 */
export function usePostersAhead(container: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries.filter((each) => each.isIntersecting)) {
          observer.unobserve(entry.target);
          entry.target.querySelectorAll<HTMLPictureElement>("[data-video-frame] picture").forEach(warmPicture);
        }
      },
      { rootMargin: POSTERS_AHEAD },
    );
    root.querySelectorAll(":scope > section").forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [container]);
}
