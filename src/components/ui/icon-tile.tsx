import { Icon, isIconName } from "./icon";
import * as styles from "./icon-tile.module.css";

/** The accent-tinted square with an icon that heads cards across the site; `compact` in lists. */
export function IconTile({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <span className={compact ? `${styles.tile} ${styles.compact}` : styles.tile}>
      {isIconName(name) && <Icon name={name} size={compact ? 22 : 24} />}
    </span>
  );
}
