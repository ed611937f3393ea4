import { type ReactNode } from "react";
import { useUi } from "../../i18n/page-language";
import { Footer } from "./footer";
import { Header } from "./header";
import * as styles from "./layout.module.css";

/** Wraps every route (gatsby-browser/ssr wrapPageElement): skip link, fixed header, main, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const ui = useUi();
  return (
    <>
      <a className={styles.skip} href="#main">
        {ui.skipToContent}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
