import { useEffect, useRef, useState } from "react";
import { Formik, Form, Field } from "formik";
import { KeepTypedValues } from "../contact/keep-typed-values";
import { buttonClassName } from "../ui/button-link";
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
  useEffect(() => {
    if (!thanked) return undefined;
    const timer = window.setTimeout(() => setThanked(false), FEEDBACK_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [thanked]);

  return (
    <Formik
      initialValues={initialValues}
      onSubmit={(_, { resetForm }) => {
        resetForm();
        setThanked(true);
      }}
    >
      {({ values, setFieldValue }) => (
        <Form ref={formRef} className={fieldStyles.form}>
          <KeepTypedValues formRef={formRef} />
          <div role="status" aria-live="polite" className={styles.bannerSlot}>
            {thanked && <p className={styles.banner}>{ui.feedbackThanks}</p>}
          </div>
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
          <p className={fieldStyles.privacy}>{notice}</p>
        </Form>
      )}
    </Formik>
  );
}
