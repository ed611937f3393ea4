import { useEffect, useRef } from "react";
import { useCurrentSection } from "../../hooks/use-current-section";
import * as styles from "./product-navigator.module.css";

interface ProductNavigatorProps {
  label: string;
  products: readonly { slug: string; number: string; navLabel: string }[];
}

/**
 * The 01 to 06 navigator over the home page's product sections: it stays under the header while
 * they scroll by, marks the one being read (aria-current), and jumps to any of them. Plain
 * #fragment links, so it works before it hydrates and without JavaScript.
 */
export function ProductNavigator({ label, products }: ProductNavigatorProps) {
  const current = useCurrentSection(products.map((product) => product.slug));
  const listRef = useRef<HTMLOListElement>(null);

  // On a phone the row scrolls sideways: keep the current product in it, without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const link = current && list?.querySelector<HTMLElement>(`a[href="#${current}"]`);
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2, behavior: "smooth" });
  }, [current]);

  return (
    <nav className={styles.navigator} aria-label={label} data-product-navigator="">
      <ol ref={listRef} className={styles.list}>
        {products.map((product) => (
          <li key={product.slug}>
            <a
              href={`#${product.slug}`}
              className={styles.link}
              aria-current={current === product.slug ? "location" : undefined}
            >
              <span className={styles.number}>{product.number}</span>
              {product.navLabel}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
