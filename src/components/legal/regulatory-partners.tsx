import { Bank } from "@phosphor-icons/react/dist/ssr";
import { useSite } from "../../hooks/use-site";

interface SealClasses {
  item: string;
  icon: string;
  role: string;
}

interface RegulatoryPartnersProps {
  /** The list's own layout, from where it stands. */
  className?: string;
  "aria-label"?: string;
  /**
   * Drawn as seals, in the classes of the list beside it (the proof row's certifications): a bank
   * icon, the name and the role under it. Without it, a plain list of "Name: role" lines.
   */
  seal?: SealClasses;
}

/**
 * The regulated partners of content/site.json, the one list of them wherever the site states whom
 * it works through: the proof row's regulatory standing and the regulatory statement.
 */
export function RegulatoryPartners({ className, seal, ...rest }: RegulatoryPartnersProps) {
  const { regulatory } = useSite();
  return (
    <ul className={className} {...rest}>
      {regulatory.partners.map((partner) =>
        seal ? (
          <li key={partner.name} className={seal.item}>
            <Bank size={20} className={seal.icon} aria-hidden />
            <span>
              <strong>{partner.name}</strong>
              <span className={seal.role}>{partner.role}</span>
            </span>
          </li>
        ) : (
          <li key={partner.name}>
            <strong>{partner.name}</strong>: {partner.role}
          </li>
        ),
      )}
    </ul>
  );
}
