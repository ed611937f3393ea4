import { useSite } from "../../hooks/use-site";

interface RegulatoryPartnersProps {
  /** The list's own layout, from where it stands. */
  className?: string;
}

/**
 * The regulated partners of content/site.json as "Name: role" lines, in the regulatory statement.
 * The proof row draws the same entries with their marks (its own query, so that every page's
 * shared data does not carry them).
 */
export function RegulatoryPartners({ className }: RegulatoryPartnersProps) {
  const { regulatory } = useSite();
  return (
    <ul className={className}>
      {regulatory.partners.map((partner) => (
        <li key={partner.name}>
          <strong>{partner.name}</strong>: {partner.role}
        </li>
      ))}
    </ul>
  );
}
