import { Icon } from "./icon";
import { Link } from "./link";
import * as styles from "./next-links.module.css";

interface NextLinksProps {
  links: readonly { label: string; description: string; href: string }[];
}

/** Where to go from a page with nothing else to offer (the not-found screen): a row of link cards. */
export function NextLinks({ links }: NextLinksProps) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={styles.card}>
            <span className={styles.title}>
              {link.label}
              <Icon name="arrow-right" size={18} />
            </span>
            <span className={styles.text}>{link.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
