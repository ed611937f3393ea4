import { Icon, type IconName } from "./icon";
import * as styles from "./icon-tile.module.css";

/** The accent-tinted square with an icon that heads cards across the site; `compact` in lists. */
export function IconTile({ icon, compact = false }: { icon?: IconName; compact?: boolean }) {
  return (
    <span className={compact ? `${styles.tile} ${styles.compact}` : styles.tile}>
      {icon && <Icon name={icon} size={compact ? 22 : 24} />}
    </span>
  );
}
