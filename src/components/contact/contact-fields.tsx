import { useEffect, useMemo, useRef, type RefObject } from "react";
import { Formik, type FormikHelpers, type FormikProps } from "formik";
import { readDraft } from "../../lib/contact-draft";
import { serviceFromSearch } from "../../lib/enquiry-service";
import { contactLimits, contactSchema, emptyContact, type ContactValues } from "../../lib/contact-schema";
import { emailConfigured, loadEmailClient } from "../../lib/email-sender";
import { FormField } from "./form-field";
import { KeepTypedValues } from "./keep-typed-values";
import * as styles from "./contact-form.module.css";
import { useUi } from "../../i18n/page-language";

const FIELD_ORDER: (keyof ContactValues)[] = ["firstName", "lastName", "email", "phone", "service", "message"];

export interface ContactFieldsProps {
  serviceOptions: readonly { value: string; label: string }[];
  idPrefix: string;
  /** The form the fields are drawn in (ContactForm's). */
  formRef: RefObject<HTMLFormElement>;
  /** Given Formik, so the form's submit runs its validation. */
  formikRef: RefObject<FormikProps<ContactValues>>;
  /** Called with valid values. */
  onSubmit: (values: ContactValues, helpers: FormikHelpers<ContactValues>) => Promise<void>;
}

/** The enquiry's fields, validated by Formik and Yup: the part of the contact form loaded on use. */
export function ContactFields({ serviceOptions, idPrefix, formRef, formikRef, onSubmit }: ContactFieldsProps) {
  const ui = useUi();
  const schema = useMemo(
    () =>
      contactSchema(
        ui,
        serviceOptions.map((option) => option.value),
      ),
    [ui, serviceOptions],
  );
  const id = (name: string) => `${idPrefix}-${name}`;
  // For fields still empty when the fields mount: a draft kept after a failed send, and the Service
  // option a product's button chose (?service=), the visitor's latest choice, over the draft's.
  const draftOrChosen = () => {
    const service = serviceFromSearch(
      window.location.search,
      serviceOptions.map((option) => option.value),
    );
    return { ...readDraft(), ...(service ? { service } : {}) };
  };

  // The visitor has started on the form: the e-mail client loads when the page is idle, not at send.
  useEffect(() => {
    if (!emailConfigured) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void loadEmailClient().catch(() => undefined));
  }, []);

  return (
    <Formik innerRef={formikRef} initialValues={emptyContact} validationSchema={schema} onSubmit={onSubmit}>
      {(formik) => (
        <>
          <FocusFirstError formik={formik} formRef={formRef} idPrefix={idPrefix} />
          <KeepTypedValues formRef={formRef} fallback={draftOrChosen} />
          <div className={`${styles.row} ${styles.names}`}>
            <FormField
              name="firstName"
              id={id("firstName")}
              label={ui.firstName}
              autoComplete="given-name"
              maxLength={contactLimits.name}
            />
            <FormField
              name="lastName"
              id={id("lastName")}
              label={ui.lastName}
              autoComplete="family-name"
              maxLength={contactLimits.name}
            />
          </div>
          <div className={styles.row}>
            <FormField
              name="email"
              id={id("email")}
              label={ui.email}
              type="email"
              autoComplete="email"
              maxLength={contactLimits.email}
              required
            />
            <FormField
              name="phone"
              id={id("phone")}
              label={ui.phone}
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              maxLength={contactLimits.phone}
              hint={ui.phoneHint}
            />
          </div>
          <FormField name="service" id={id("service")} label={ui.service} as="select">
            {serviceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </FormField>
          <FormField
            name="message"
            id={id("message")}
            label={ui.message}
            as="textarea"
            rows={5}
            maxLength={contactLimits.message}
          />
        </>
      )}
    </Formik>
  );
}

interface FocusFirstErrorProps {
  formik: FormikProps<ContactValues>;
  formRef: RefObject<HTMLFormElement>;
  idPrefix: string;
}

/**
 * After every submit that failed validation, the first of them included, focus moves to the first
 * invalid field. Formik counts the attempt before its validation has run, so the move waits until
 * the attempt is over (isSubmitting false again); each attempt moves focus once, typing never.
 */
function FocusFirstError({ formik, formRef, idPrefix }: FocusFirstErrorProps) {
  const { submitCount, isSubmitting, errors } = formik;
  const handledAttempt = useRef(0);
  useEffect(() => {
    if (submitCount === handledAttempt.current || isSubmitting) return;
    handledAttempt.current = submitCount;
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${idPrefix}-${first}`)?.focus();
  }, [submitCount, isSubmitting, errors, formRef, idPrefix]);
  return null;
}
