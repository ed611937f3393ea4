import { useEffect, useRef, useState } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Helmet } from "react-helmet";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import { useVideoMotion } from "../../hooks/use-video-motion";
import { VideoMotionToggle } from "./video-motion-toggle";
import * as styles from "./lazy-video.module.css";
import { Picture } from "./picture";

interface LazyVideoProps {
  /** Basename in static/videos: both .webm and .mp4 exist. */
  name: string;
  poster: IGatsbyImageData;
  /**
   * A poster on the first screen. Beside the page's heading, where it is the likely LCP element,
   * it is preloaded at high priority. Where the layout stacks it under the text (a phone), it is
   * still eager, so the HTML's preload scanner finds it instead of layout, but asked for at low
   * priority, so it must not delay the text's fonts and styles: there the heading is often the
   * largest paint. The poster is when enough of it shows under the text: the Hindi home page, and
   * a product's own page, whose phone layout puts the video right under the calls to action (its
   * measured LCP did not move when it did).
   */
  priority?: boolean;
  /**
   * The video has a square phone layout (static/videos/<name>-phone.webm, .mp4 and .webp, drawn by
   * scripts/media/videos.ts with text sized for a phone): phones get it, poster included.
   */
  phoneLayout?: boolean;
  className?: string;
}

/**
 * Where a video with a phone layout shows it: phones (the large-phone breakpoint, tokens.css) and
 * tablets (tablet to large-tablet), whose two columns make the video's column as narrow as a phone.
 */
const PHONE_LAYOUT_MEDIA = "(max-width: 40rem), (min-width: 48rem) and (max-width: 56rem)";
/** The phone layout's poster: served as it is, a square as wide as the phone layout's frame. */
const PHONE_POSTER_WIDTH = 540;

/** The poster, with the phone layout's first frame put first for phones when there is one. */
function withPhonePoster(poster: IGatsbyImageData, name: string): IGatsbyImageData {
  const phone = {
    type: "image/webp",
    srcSet: `/videos/${name}-phone.webp ${PHONE_POSTER_WIDTH}w`,
    sizes: `${PHONE_POSTER_WIDTH}px`,
    media: PHONE_LAYOUT_MEDIA,
    width: PHONE_POSTER_WIDTH,
    height: PHONE_POSTER_WIDTH,
  };
  return { ...poster, images: { ...poster.images, sources: [phone, ...(poster.images.sources ?? [])] } };
}

/** Below the tablet breakpoint (tokens.css) the hero and product sections stack. */
const SIDE_BY_SIDE = "(min-width: 48rem)";

/**
 * Asks for a first-screen poster with the HTML, at high priority, in the format the <picture>
 * will pick (WebP in every browser that honours a typed preload), on screens wide enough to show
 * it beside the heading. On a phone the heading is the largest paint and the poster sits below
 * it: fetching it first would only hold the text back.
 */
function PosterPreload({ poster }: { poster: IGatsbyImageData }) {
  const webp = poster.images.sources?.find((source) => source.type === "image/webp");
  if (!webp) return null;
  return (
    <Helmet>
      <link
        rel="preload"
        as="image"
        type="image/webp"
        imageSrcSet={webp.srcSet}
        imageSizes={webp.sizes}
        fetchPriority="high"
        media={SIDE_BY_SIDE}
      />
    </Helmet>
  );
}

/**
 * Decorative looping video. The poster (a responsive image) holds the box, so nothing shifts.
 * The video file loads only after the page's load event and once the box nears the viewport;
 * it plays while visible, pauses when it leaves, and never loads for visitors who prefer
 * reduced motion. It fades in over the poster once it actually plays, so a loading video never
 * shows as a black box. Its toggle pauses every background video; a paused video that never
 * played is not downloaded at all.
 */
export function LazyVideo({ name, poster, priority = false, phoneLayout = false, className }: LazyVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [motion] = useVideoMotion();
  const moving = motion === "playing" && !reducedMotion;
  const [near, setNear] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    if (!moving) {
      video.pause();
      return undefined;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          setNear(true);
          if (video.readyState > 0) video.play().catch(() => undefined);
        } else if (!video.paused) {
          video.pause();
        }
      },
      { rootMargin: "200px 0px" },
    );
    // Video never competes with the page's own first load: watch for it only once that is done.
    const watch = () => observer.observe(video);
    if (document.readyState === "complete") watch();
    else window.addEventListener("load", watch, { once: true });
    return () => {
      window.removeEventListener("load", watch);
      observer.disconnect();
    };
  }, [moving]);

  // Once it has played, a paused video keeps its frame instead of falling back to the poster.
  const load = near && !reducedMotion && (moving || playing);
  return (
    <div
      className={[styles.frame, className].filter(Boolean).join(" ")}
      data-video-frame=""
      data-phone-layout={phoneLayout || undefined}
    >
      {priority && <PosterPreload poster={poster} />}
      <Picture
        image={phoneLayout ? withPhonePoster(poster, name) : poster}
        alt=""
        className={styles.poster}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "low" : undefined}
      />
      <video
        ref={videoRef}
        className={styles.video}
        data-video={name}
        aria-hidden="true"
        muted
        loop
        autoPlay={moving}
        playsInline
        preload="none"
        tabIndex={-1}
        data-playing={playing}
        onPlaying={() => setPlaying(true)}
        // A paused video loses its autoplay for good (HTML's pause()): played again, it starts once loaded.
        onCanPlay={(event) => {
          if (moving) event.currentTarget.play().catch(() => undefined);
        }}
      >
        {load && phoneLayout && (
          <source src={`/videos/${name}-phone.webm`} type="video/webm" media={PHONE_LAYOUT_MEDIA} />
        )}
        {load && phoneLayout && (
          <source src={`/videos/${name}-phone.mp4`} type="video/mp4" media={PHONE_LAYOUT_MEDIA} />
        )}
        {load && <source src={`/videos/${name}.webm`} type="video/webm" />}
        {load && <source src={`/videos/${name}.mp4`} type="video/mp4" />}
      </video>
      <VideoMotionToggle />
    </div>
  );
}
