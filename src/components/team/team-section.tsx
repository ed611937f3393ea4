import { arrangeTeam } from "../../lib/team";
import { Section } from "../ui/section";
import { TeamCard } from "./team-card";
import * as styles from "./team.module.css";
import { useUi } from "../../i18n/page-language";

interface TeamSectionProps {
  members: readonly Queries.TeamCardFragment[];
  /** Rendered as the section's h2 when the team is embedded (home page). */
  heading?: string;
  intro?: string | null;
  id?: string;
}

/** Spec 2.4: four members in a two-column grid, the fifth centred below, the sixth not shown. */
export function TeamSection({ members, heading, intro, id }: TeamSectionProps) {
  const ui = useUi();
  const { grid, featured } = arrangeTeam(members);
  const cardHeading = heading ? "h3" : "h2";
  return (
    <Section id={id} labelledBy={heading ? "team-heading" : undefined}>
      {heading && (
        <header className={styles.header}>
          <h2 id="team-heading">{heading}</h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
      )}
      <ul className={styles.grid} aria-label={ui.teamMembers}>
        {grid.map((member) => (
          <li key={member.slug}>
            <TeamCard member={member} headingLevel={cardHeading} />
          </li>
        ))}
      </ul>
      {featured && (
        <div className={styles.featured}>
          <TeamCard member={featured} headingLevel={cardHeading} />
        </div>
      )}
    </Section>
  );
}
