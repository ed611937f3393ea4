import type { ReactNode } from "react";
import { useSite } from "../../hooks/use-site";

interface Seal {
  /** The mark before each name, from the caller: pages that draw plain lines carry no icon's code. */
  icon: ReactNode;
  item: string;
  role: string;
}

interface RegulatoryPartnersProps {
  /** The list's own layout, from where it stands. */
  className?: string;
  "aria-label"?: string;
  /**
   * Drawn as seals, in the classes of the list beside it (the proof row's certifications): an
   * icon, the name and the role under it. Without it, a plain list of "Name: role" lines.
   */
  seal?: Seal;
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
            {seal.icon}
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
