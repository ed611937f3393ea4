import { useEffect, useRef, useState } from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Helmet } from "react-helmet";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import * as styles from "./lazy-video.module.css";

interface LazyVideoProps {
  /** Basename in static/videos: both .webm and .mp4 exist. */
  name: string;
  poster: IGatsbyImageData;
  /** A poster on the first screen is the likely LCP element: preload it and show it at once. */
  priority?: boolean;
  className?: string;
}

/**
 * Asks for a first-screen poster with the HTML, at high priority, in the format the <picture>
 * will pick (AVIF in every browser that honours a typed preload).
 */
function PosterPreload({ poster }: { poster: IGatsbyImageData }) {
  const avif = poster.images.sources?.find((source) => source.type === "image/avif");
  if (!avif) return null;
  return (
    <Helmet>
      <link
        rel="preload"
        as="image"
        type="image/avif"
        imageSrcSet={avif.srcSet}
        imageSizes={avif.sizes}
        fetchPriority="high"
      />
    </Helmet>
  );
}

/**
 * Decorative looping video. The poster (a responsive image) holds the box, so nothing shifts.
 * The video file loads only after the page's load event and once the box nears the viewport;
 * it plays while visible, pauses when it leaves, and never loads for visitors who prefer
 * reduced motion. It fades in over the poster once it actually plays, so a loading video never
 * shows as a black box.
 */
export function LazyVideo({ name, poster, priority = false, className }: LazyVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [near, setNear] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || reducedMotion) return undefined;
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
  }, [reducedMotion]);

  const load = near && !reducedMotion;
  return (
    <div
      className={[styles.frame, priority ? styles.priority : "", className].filter(Boolean).join(" ")}
      aria-hidden="true"
    >
      {priority && <PosterPreload poster={poster} />}
      <GatsbyImage image={poster} alt="" className={styles.poster} loading={priority ? "eager" : "lazy"} />
      <video
        ref={videoRef}
        className={styles.video}
        data-video={name}
        muted
        loop
        autoPlay
        playsInline
        preload="none"
        tabIndex={-1}
        data-playing={playing}
        onPlaying={() => setPlaying(true)}
      >
        {load && <source src={`/videos/${name}.webm`} type="video/webm" />}
        {load && <source src={`/videos/${name}.mp4`} type="video/mp4" />}
      </video>
    </div>
  );
}
