import { useEffect, useRef, useState } from "react";
import { useSite } from "../../hooks/use-site";
import { fill } from "../../lib/text";
import { buttonClassName } from "../ui/button-link";
import { LinkedText } from "../ui/linked-text";
import * as styles from "./header.module.css";

/**
 * Spec 2.2 keeps a Login button whose action is not shown. It does not pretend to sign anyone in
 * or lead to a page that is not one: it says so, with where to turn instead (a disclosure, so it
 * reads in place on a phone's menu as beside the desktop header). Escape, a click elsewhere or
 * focus moving on closes it.
 */
export function LoginNote() {
  const { navigation, email } = useSite();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    const wrap = wrapRef.current;
    wrap?.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
      wrap?.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={wrapRef} className={styles.login}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName("secondary")}
        aria-expanded={open}
        aria-controls="login-note"
        onClick={() => setOpen((value) => !value)}
      >
        {navigation.loginLabel}
      </button>
      <p id="login-note" className={styles.loginNote} hidden={!open}>
        <LinkedText text={fill(navigation.loginNote, { email })} />
      </p>
    </div>
  );
}
