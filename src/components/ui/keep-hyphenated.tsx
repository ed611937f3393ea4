import { hyphenatedRuns } from "../../lib/text";
import * as styles from "./keep-hyphenated.module.css";

/** A heading's text whose hyphenated words never break at their hyphen (see hyphenatedRuns). */
export function KeepHyphenated({ text }: { text: string }) {
  return (
    <>
      {hyphenatedRuns(text).map((run, index) =>
        run.whole ? (
          <span key={index} className={styles.whole}>
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
