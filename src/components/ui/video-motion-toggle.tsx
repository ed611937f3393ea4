import { Icon } from "./icon";
import { useVideoMotion } from "../../hooks/use-video-motion";
import * as styles from "./video-motion-toggle.module.css";
import { useUi } from "../../i18n/page-language";

/**
 * Pauses or plays every background video of the site at once (WCAG 2.2.2); the choice holds
 * across pages. Same size in both states, so swapping the label after hydration shifts nothing.
 */
export function VideoMotionToggle() {
  const [motion, choose] = useVideoMotion();
  const playing = motion === "playing";
  const ui = useUi();
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={playing ? ui.pauseVideos : ui.playVideos}
      data-video-toggle
      onClick={() => choose(playing ? "paused" : "playing")}
    >
      <Icon name={playing ? "pause" : "play"} size={20} />
    </button>
  );
}
