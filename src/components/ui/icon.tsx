import spriteUrl from "../../icons/sprite.svg";
import type { IconName } from "../../icons/names";

export type { IconName };

// Gatsby inlines small images as data URIs, and <use> cannot reach into one: stop the build.
if (spriteUrl.startsWith("data:"))
  throw new Error("icon: src/icons/sprite.svg was inlined as a data URI; <use> needs it served as a file");

interface IconProps {
  name: IconName;
  /** Width and height in CSS pixels. */
  size: number;
  className?: string;
}

/**
 * A UI icon drawn from the one sprite file (src/icons/sprite.svg, `npm run icons`), which the
 * browser fetches once and caches; decorative, so hidden from assistive technology.
 */
export function Icon({ name, size, className }: IconProps) {
  return (
    <svg width={size} height={size} fill="currentColor" className={className} aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
