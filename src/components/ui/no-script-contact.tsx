import { useSite } from "../../hooks/use-site";
import { useUi } from "../../i18n/page-language";
import { telHref } from "../../lib/contact-links";
import * as styles from "../contact/contact-form.module.css";

/**
 * Shown inside a form only when JavaScript is off: the form cannot send then (its method="dialog"
 * keeps the browser from putting what was typed into the address), so it says how to reach the
 * company instead.
 */
export function NoScriptContact() {
  const ui = useUi();
  const site = useSite();
  const [before, between, after] = ui.noScriptForm.split(/\{email\}|\{phone\}/);
  return (
    <noscript>
      <p className={styles.noScript}>
        {before}
        <a href={`mailto:${site.email}`}>{site.email}</a>
        {between}
        <a href={telHref(site.phone)}>{site.phone}</a>
        {after}
      </p>
    </noscript>
  );
}
