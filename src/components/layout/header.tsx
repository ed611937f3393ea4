import { Icon } from "../ui/icon";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "../ui/link";
import { useLocation } from "@reach/router";
import { useSite } from "../../hooks/use-site";
import { isSectionOf } from "../../lib/navigation";
import { splitLanguage } from "../../lib/languages";
import { useLanguagePrefix } from "../../i18n/language-prefix";
import { useUi } from "../../i18n/page-language";
import { ButtonLink } from "../ui/button-link";
import { LanguageSwitcher } from "./language-switcher";
import { BrandMark } from "./brand-mark";
import { LoginNote } from "./login-note";
import { holdTap, takeHeldTap } from "../../lib/held-taps";
import * as styles from "./header.module.css";

/** The toggle's name among the controls whose early tap is held (src/lib/held-taps.ts). */
const MENU_TAP = "menu";

/**
 * Fixed header; below 1080 px the links fold behind a toggle (CSS decides, so no flash on load).
 * The open menu covers the page, so it closes as soon as focus leaves it and the toggle (WCAG
 * 2.4.11): Tab past its last link or Shift+Tab before the toggle.
 */
export function Header() {
  const { name, navigation, productPaths } = useSite();
  const ui = useUi();
  const prefix = useLanguagePrefix();
  // Sections are matched by route, whatever the language's prefix (/hi/team/x/ is in /team).
  const { path: pathname } = splitLanguage(useLocation().pathname, [prefix]);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  // A tap on the toggle before the page's code had run, held by the inline loader, is replayed now, once.
  useEffect(() => {
    if (takeHeldTap(MENU_TAP)) toggleRef.current?.click();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Only a visitor inside the menu is sent back to its toggle; anyone else keeps their place.
      const inside = menuRef.current?.contains(document.activeElement);
      setOpen(false);
      if (inside) toggleRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocusIn);
    // The page under the open menu stays where it is (header.module.css locks its scroll).
    const root = document.documentElement;
    root.dataset.menuOpen = "";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocusIn);
      delete root.dataset.menuOpen;
    };
  }, [open]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} onClick={close}>
          <BrandMark />
          {name}
        </Link>
        {/* Under 1080 px Sign Up stays in the bar, beside the menu button; the menu keeps Login. */}
        <ButtonLink to="/contact" className={styles.barSignup}>
          {navigation.signupLabel}
        </ButtonLink>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-menu"
          {...holdTap(MENU_TAP)}
          aria-label={open ? ui.closeMenu : ui.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? "x" : "list"} size={22} />
        </button>
        {/* Pointer users close the menu by clicking beside it; keyboard users have Escape. */}
        {open && <div className={styles.backdrop} aria-hidden="true" onClick={close} />}
        <div id="site-menu" ref={menuRef} className={styles.menu} data-open={open}>
          <nav aria-label={ui.mainNavigation}>
            <ul className={styles.links}>
              {navigation.header.map((item) => (
                <li key={item.href}>
                  {/* A section's own pages (a team profile under /team, a product page for 'Our Services') keep its link highlighted. */}
                  <Link
                    to={item.href}
                    className={`${styles.link} ${isSectionOf(item.href, pathname, productPaths) ? styles.current : ""}`}
                    activeClassName={styles.current}
                    partiallyActive={item.href !== "/"}
                    onClick={close}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <LanguageSwitcher onClick={close} />
            {/* Like every link in the menu, Sign Up closes it (even when already on /contact). */}
            <LoginNote />
            <ButtonLink to="/contact" onClick={close} className={styles.menuSignup}>
              {navigation.signupLabel}
            </ButtonLink>
          </div>
        </div>
      </div>
    </header>
  );
}
