/** A frame size and how to draw it at any second of the loop. */
export interface Layout {
  width: number;
  height: number;
  /** The frame at `t` seconds, 0 <= t < LOOP, as an SVG document; draw(LOOP) must equal draw(0). */
  draw(t: number): string;
}

/** One product video: its size and how to draw it at any second of its loop. */
export interface Scene extends Layout {
  /** Basename in static/videos and content/images/videos. */
  name: string;
  /**
   * The same story laid out for a phone (static/videos/<name>-phone.*): a square frame where the
   * text is large enough to read when the video is shown about 350 px wide.
   */
  phone?: Layout;
}

/** Side of the phone layouts' square frame, in pixels. */
export const PHONE = 540;
