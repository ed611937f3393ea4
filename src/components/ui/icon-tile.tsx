import type { Icon } from "@phosphor-icons/react";
import * as styles from "./icon-tile.module.css";

/** The accent-tinted square with an icon that heads cards across the site; `compact` in lists. */
export function IconTile({ icon: Glyph, compact = false }: { icon?: Icon; compact?: boolean }) {
  return (
    <span className={compact ? `${styles.tile} ${styles.compact}` : styles.tile}>
      {Glyph && <Glyph size={compact ? 22 : 24} aria-hidden />}
    </span>
  );
}
