import type { IconName } from "../../icons/names";
import { iconId } from "../../lib/icon-id";

export type { IconName };

interface IconProps {
  name: IconName;
  /** Width and height in CSS pixels. */
  size: number;
  className?: string;
}

/**
 * A UI icon drawn from its symbol in the page (IconSymbols, `npm run icons`), which comes with the
 * HTML, so no request waits on it; decorative, so hidden from assistive technology.
 */
export function Icon({ name, size, className }: IconProps) {
  return (
    <svg width={size} height={size} fill="currentColor" className={className} aria-hidden="true" focusable="false">
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
