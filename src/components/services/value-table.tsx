import { graphql } from "gatsby";
import * as styles from "./value-table.module.css";

export const query = graphql`
  fragment ValueTable on ValueTable {
    caption
    featureHeading
    advantageHeading
    rows {
      feature
      advantage
    }
  }
`;

/**
 * Payout's feature/advantage table: a real table so screen readers announce its headers. On a phone
 * its rows stack as cards (value-table.module.css); browsers keep a table's roles under `display: block`.
 */
export function ValueTable({ table }: { table: Queries.ValueTableFragment }) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.featureHeading}</th>
            <th scope="col">{table.advantageHeading}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <td>{row.advantage}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
