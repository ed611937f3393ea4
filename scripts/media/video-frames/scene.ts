/** One product video: its size and how to draw it at any second of its loop. */
export interface Scene {
  /** Basename in static/videos and content/images/videos. */
  name: string;
  width: number;
  height: number;
  /** The frame at `t` seconds, 0 <= t < LOOP, as an SVG document; draw(LOOP) must equal draw(0). */
  draw(t: number): string;
}
