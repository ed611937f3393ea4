import type { ReactNode } from "react";
import { Field, useField } from "formik";
import { RequiredMark } from "../ui/required-mark";
import * as styles from "./contact-form.module.css";

interface FormFieldProps {
  name: string;
  id: string;
  label: string;
  as?: "input" | "select" | "textarea";
  type?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "email";
  maxLength?: number;
  rows?: number;
  /**
   * The expected format, shown under the field from the start and tied to it (WCAG 3.3.2): under the
   * label it pushed this field's box below its neighbour's in a row.
   */
  hint?: string;
  children?: ReactNode;
}

/** A labelled Formik field whose error (shown once touched) is tied to it for screen readers. */
export function FormField({ name, id, label, as = "input", required, hint, children, ...rest }: FormFieldProps) {
  const [, meta] = useField(name);
  const showError = Boolean(meta.touched && meta.error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The error takes the hint's place (it says the same thing, as a correction): never both stacked.
  const describedBy = showError ? errorId : hint ? hintId : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <Field
        as={as}
        id={id}
        name={name}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={showError}
        aria-describedby={describedBy}
        {...rest}
      >
        {children}
      </Field>
      {hint && !showError && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {showError && (
        <p id={errorId} className={styles.error}>
          {meta.error}
        </p>
      )}
    </div>
  );
}
