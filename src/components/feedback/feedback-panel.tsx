import { useMemo, useRef } from "react";
import { HydrateOnUse, partOnUse } from "../ui/hydrate-on-use";
import type { FeedbackFormProps } from "./feedback-form";
import * as styles from "./feedback.module.css";

const feedbackForm = partOnUse(() => import("./feedback-form").then((module) => module.FeedbackForm));

/** The feedback form's panel: the form is in the static HTML, its code (Formik) fetched when the visitor uses it. */
export function FeedbackPanel({ notice, requiredNote }: FeedbackFormProps) {
  const panel = useRef<HTMLDivElement>(null);
  const props = useMemo(() => ({ notice, requiredNote }), [notice, requiredNote]);
  return (
    <div ref={panel} className={styles.panel}>
      <HydrateOnUse part={feedbackForm} props={props} region={panel} />
    </div>
  );
}
