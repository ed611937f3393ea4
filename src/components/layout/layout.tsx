import { type ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import * as styles from "./layout.module.css";

/** Wraps every route (gatsby-browser/ssr wrapPageElement): skip link, fixed header, main, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
