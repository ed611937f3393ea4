import { type ReactNode } from "react";
import { useRouteAnnouncement } from "../../hooks/use-route-announcement";
import { useUi } from "../../i18n/page-language";
import { Footer } from "./footer";
import { Header } from "./header";
import * as styles from "./layout.module.css";

/** Wraps every route (gatsby-browser/ssr wrapPageElement): skip link, fixed header, main, footer; route changes announced in the page's language. */
export function Layout({ children }: { children: ReactNode }) {
  const ui = useUi();
  useRouteAnnouncement(ui.navigatedTo);
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
