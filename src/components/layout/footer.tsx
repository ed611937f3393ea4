import { Icon, type IconName } from "../ui/icon";
import { Link } from "../ui/link";
import { useSite } from "../../hooks/use-site";
import { telHref } from "../../lib/contact-links";
import { formatAddress, slugify } from "../../lib/text";
import { HydrateNearView } from "../ui/hydrate-near-view";
import { BrandMark } from "./brand-mark";
import * as styles from "./footer.module.css";
import { useUi } from "../../i18n/page-language";

/** The icon of each network site.json may name. */
const SOCIAL_ICONS: Record<string, IconName> = {
  facebook: "facebook-logo",
  instagram: "instagram-logo",
  linkedin: "linkedin-logo",
  x: "x-logo",
};

function socialIcon(network: string) {
  const name = SOCIAL_ICONS[network];
  return name && <Icon name={name} size={20} />;
}

/** The footer's id: the first element after every page's main content. */
export const FOOTER_ID = "site-footer";

export function Footer() {
  const site = useSite();
  const ui = useUi();
  return (
    <HydrateNearView as="footer" id={FOOTER_ID} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand}>
            <BrandMark />
            {site.name}
          </Link>
          {/* Beside the brand where the row has room (a phone's and a tablet's footer), else under it. */}
          <ul className={styles.social}>
            {site.social.map((link) => (
              <li key={link.network}>
                <a href={link.href} aria-label={link.label} target="_blank" rel="noopener noreferrer">
                  {socialIcon(link.network)}
                </a>
              </li>
            ))}
          </ul>
          <p>{site.tagline}</p>
          <address className={styles.address}>
            {formatAddress(site.address)}
            <br />
            <a href={telHref(site.phone)}>{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </div>
        {site.navigation.footer.map((group) => (
          <nav key={group.title} className={styles.group} aria-labelledby={`footer-${slugify(group.title)}`}>
            <h2 id={`footer-${slugify(group.title)}`}>{group.title}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {site.copyrightYear} {site.legalName}. {ui.allRightsReserved}
        </p>
        <Link to={site.navigation.statementLink.href}>{site.navigation.statementLink.label}</Link>
        <p className={styles.regulatory}>
          <span>{site.regulatory.status}</span>
          <span>{site.legalName}</span>
          <span>
            {site.regulatory.cinLabel} {site.regulatory.cin}
          </span>
          <span>
            {site.regulatory.registeredOfficeLabel}: {formatAddress(site.address)}
          </span>
          <span>
            {site.regulatory.nodalOfficerLabel}: {site.regulatory.nodalOfficer.name},{" "}
            <a href={`mailto:${site.regulatory.nodalOfficer.email}`}>{site.regulatory.nodalOfficer.email}</a>
          </span>
          <Link to={site.regulatory.grievancePolicy.href}>{site.regulatory.grievancePolicy.label}</Link>
        </p>
      </div>
    </HydrateNearView>
  );
}
