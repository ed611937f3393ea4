import { useEffect, useRef, useState, type PointerEvent } from "react";
import { Formik, Form, Field } from "formik";
import { pausableTimer, type PausableTimer } from "../../lib/pausable-timer";
import { KeepTypedValues } from "../contact/keep-typed-values";
import { buttonClassName } from "../ui/button-link";
import { NoScriptContact } from "../ui/no-script-contact";
import { RequiredMark } from "../ui/required-mark";
import { StarRatingInput } from "../ui/star-rating";
import * as fieldStyles from "../contact/contact-form.module.css";
import * as styles from "./feedback.module.css";
import { useUi } from "../../i18n/page-language";

/** Spec 4 and 9: the thank-you banner stays for 4 seconds. */
export const FEEDBACK_BANNER_MS = 4000;

const initialValues = { name: "", email: "", message: "", rating: 0 };

export interface FeedbackFormProps {
  notice: string;
  requiredNote: string;
}

/**
 * Name, e-mail, a 1-5 star rating and a message. Sends nothing: the data is only cleared locally,
 * which `notice` (content/feedback.json) tells the visitor under the button. Loaded on use
 * (FeedbackPanel).
 */
export function FeedbackForm({ notice, requiredNote }: FeedbackFormProps) {
  const ui = useUi();
  const formRef = useRef<HTMLFormElement>(null);
  const [thanked, setThanked] = useState(false);
  const banner = useRef<HTMLParagraphElement>(null);
  const timer = useRef<PausableTimer | null>(null);
  useEffect(() => {
    if (!thanked) return undefined;
    // Beside the button the visitor just pressed; on a short screen, brought up clear of the fixed
    // header (the page's scroll-padding-top) or down into view.
    banner.current?.scrollIntoView({ block: "nearest" });
    timer.current = pausableTimer(FEEDBACK_BANNER_MS, () => setThanked(false));
    return () => timer.current?.cancel();
  }, [thanked]);
  // Its time stands still while the visitor reads it: pointer over it, or focus on it. Hover counts
  // from the pointer's first move over it: a pointer resting where the banner appeared (under the
  // button just pressed) is not reading it, and would otherwise keep it for ever.
  // The mark lives on the banner, drawn afresh each time it shows.
  const pause = () => timer.current?.pause();
  const resume = () => timer.current?.resume();
  const hover = (event: PointerEvent<HTMLElement>) => {
    const mark = event.currentTarget.dataset;
    if (mark.hovered) return;
    mark.hovered = "true";
    pause();
  };
  const unhover = (event: PointerEvent<HTMLElement>) => {
    const mark = event.currentTarget.dataset;
    if (!mark.hovered) return;
    delete mark.hovered;
    resume();
  };

  return (
    <Formik
      initialValues={initialValues}
      onSubmit={(_, { resetForm }) => {
        resetForm();
        setThanked(true);
      }}
    >
      {({ values, setFieldValue }) => (
        // method="dialog": a submit no code handles (before it has arrived, or with JavaScript off)
        // does nothing, where GET would put what was typed into the address (held-submits.ts).
        <Form ref={formRef} method="dialog" className={fieldStyles.form}>
          <KeepTypedValues formRef={formRef} />
          <p className={fieldStyles.requiredNote}>{requiredNote}</p>
          <div className={fieldStyles.row}>
            <div className={fieldStyles.field}>
              <label htmlFor="feedback-name">
                {ui.name}
                <RequiredMark />
              </label>
              <Field
                id="feedback-name"
                name="name"
                required
                autoComplete="name"
                maxLength={100}
                className={fieldStyles.input}
              />
            </div>
            <div className={fieldStyles.field}>
              <label htmlFor="feedback-email">
                {ui.email}
                <RequiredMark />
              </label>
              <Field
                id="feedback-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                maxLength={254}
                className={fieldStyles.input}
              />
            </div>
          </div>
          <StarRatingInput
            name="rating"
            legend={ui.yourRating}
            value={values.rating}
            onChange={(rating) => setFieldValue("rating", rating)}
          />
          <div className={fieldStyles.field}>
            <label htmlFor="feedback-message">
              {ui.message}
              <RequiredMark />
            </label>
            <Field
              as="textarea"
              id="feedback-message"
              name="message"
              rows={5}
              required
              maxLength={5000}
              className={fieldStyles.input}
            />
          </div>
          <button type="submit" className={buttonClassName("primary", fieldStyles.submit)}>
            {ui.submitFeedback}
          </button>
          <div role="status" aria-live="polite" className={styles.bannerSlot}>
            {thanked && (
              <p
                ref={banner}
                tabIndex={-1}
                className={styles.banner}
                onPointerMove={hover}
                onPointerLeave={unhover}
                onFocus={pause}
                onBlur={resume}
              >
                {ui.feedbackThanks}
              </p>
            )}
          </div>
          <NoScriptContact />
          <p className={fieldStyles.privacy}>{notice}</p>
        </Form>
      )}
    </Formik>
  );
}
