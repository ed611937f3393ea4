import { ArrowRight } from "@phosphor-icons/react/dist/ssr";
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { Link } from "../../i18n/link";
import { Formik, Form, type FormikProps } from "formik";
import { captchaMismatch, generateCaptcha, spellCaptcha } from "../../lib/captcha";
import { contactLimits, contactSchema, emptyContact, type ContactValues } from "../../lib/contact-schema";
import { emailConfigured, emailTemplates, loadEmailClient, sendTemplate } from "../../lib/email-sender";
import { sendEnquiry } from "../../lib/send-enquiry";
import { buttonClassName } from "../ui/button-link";
import { FormField } from "./form-field";
import { KeepTypedValues } from "./keep-typed-values";
import * as styles from "./contact-form.module.css";
import { usePageLanguage, useUi } from "../../i18n/page-language";
import { fill } from "../../lib/text";

const FIELD_ORDER: (keyof ContactValues)[] = ["firstName", "lastName", "email", "phone", "service", "message"];

export interface ContactFormProps {
  serviceOptions: readonly { value: string; label: string }[];
  privacyNotice: string;
  /** Explains the '*' beside required fields (WCAG 3.3.2). */
  requiredNote: string;
  /** Offered beside the captcha to anyone who cannot use it, before the e-mail address. */
  captchaAlternative: string;
  alternativeEmail: string;
  /** Prefix for element ids: the form appears on / and /contact. */
  idPrefix?: string;
}

/** The enquiry form (spec 5, 7): Formik + Yup, a captcha, two e-mails, every outcome announced. */
export function ContactForm({
  serviceOptions,
  privacyNotice,
  requiredNote,
  captchaAlternative,
  alternativeEmail,
  idPrefix = "contact",
}: ContactFormProps) {
  const ui = useUi();
  const { locale: language } = usePageLanguage();
  const schema = useMemo(() => contactSchema(ui), [ui]);
  const [captcha, setCaptcha] = useState("");
  const [captchaInput, setCaptchaInput] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [status, setStatus] = useState("");
  // The ref guards against a second press at once; the state draws the button.
  const sending = useRef(false);
  const [isSending, setIsSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;

  // Generated after hydration (a server-drawn code would be stale); the client loads at idle.
  useEffect(() => {
    // A random code cannot be part of the static HTML: it is drawn once, right after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCaptcha(generateCaptcha());
    if (emailConfigured) {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
      idle(() => void loadEmailClient().catch(() => undefined));
    }
  }, []);

  const newCaptcha = useCallback(() => {
    const code = generateCaptcha();
    setCaptcha(code);
    setCaptchaInput("");
    return code;
  }, []);

  // Asked for by the visitor: announce the new code, spelled (WCAG 4.1.3).
  const refreshCaptcha = () => setStatus(fill(ui.newCode, { code: spellCaptcha(newCaptcha(), ui) }));

  const onSubmit = async (values: ContactValues, { resetForm }: { resetForm: () => void }) => {
    if (sending.current) return;
    if (captchaInput !== captcha) {
      window.alert(ui.captchaMismatch);
      // Back to the field that needs fixing, not left on Send (WCAG 3.3.1).
      captchaRef.current?.focus();
      return;
    }
    sending.current = true;
    setIsSending(true);
    setStatus(ui.sendingStatus);
    const outcome = await sendEnquiry(values, { send: sendTemplate, templates: emailTemplates, language, honeypot });
    sending.current = false;
    setIsSending(false);
    if (outcome === "failed") {
      setStatus(ui.contactFailure);
      window.alert(ui.contactFailure);
      return;
    }
    setStatus(ui.contactSuccess);
    window.alert(ui.contactSuccess);
    resetForm();
    setHoneypot("");
    // Not announced: the thank-you message in the status line must not be replaced.
    newCaptcha();
  };

  return (
    <Formik initialValues={emptyContact} validationSchema={schema} onSubmit={onSubmit}>
      {(formik) => (
        <Form ref={formRef} className={styles.form} noValidate aria-describedby={id("privacy")}>
          <FocusFirstError formik={formik} formRef={formRef} idPrefix={idPrefix} />
          <p className={styles.requiredNote}>{requiredNote}</p>
          <KeepTypedValues formRef={formRef} />
          <div className={styles.row}>
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
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={id("website")}>{ui.honeypot}</label>
            <input
              id={id("website")}
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(e) => setHoneypot(e.target.value)}
            />
          </div>
          <div className={styles.captcha}>
            <label htmlFor={id("captcha")}>{ui.typeTheCode}</label>
            <div className={styles.captchaRow}>
              <span
                className={styles.code}
                role="img"
                aria-label={fill(ui.captchaCode, { code: spellCaptcha(captcha, ui) })}
                data-testid="captcha-code"
                translate="no"
              >
                {captcha}
              </span>
              <button type="button" className={buttonClassName("secondary")} onClick={refreshCaptcha}>
                {ui.refresh}
              </button>
            </div>
            <input
              ref={captchaRef}
              id={id("captcha")}
              className={styles.input}
              value={captchaInput}
              onChange={(e) => setCaptchaInput(e.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={5}
              aria-invalid={captchaMismatch(captchaInput, captcha)}
              aria-describedby={
                captchaMismatch(captchaInput, captcha)
                  ? `${id("captcha-error")} ${id("captcha-alternative")}`
                  : id("captcha-alternative")
              }
            />
            {captchaMismatch(captchaInput, captcha) && (
              <p id={id("captcha-error")} className={styles.error}>
                {ui.captchaDoesNotMatch}
              </p>
            )}
            <p id={id("captcha-alternative")} className={styles.privacy}>
              {captchaAlternative} <a href={`mailto:${alternativeEmail}`}>{alternativeEmail}</a>
            </p>
          </div>
          {/* aria-disabled, not disabled: a disabled button loses focus to <body> while sending (WCAG 2.4.3); onSubmit ignores a second press. */}
          <button type="submit" className={buttonClassName("primary", styles.submit)} aria-disabled={isSending}>
            {isSending ? ui.sending : ui.sendMessage}
            {!isSending && <ArrowRight size={18} aria-hidden />}
          </button>
          <p id={id("privacy")} className={styles.privacy}>
            {privacyNotice} <Link to="/privacy">{ui.readPrivacyPolicy}</Link>.
          </p>
          <p className="visually-hidden" role="status" aria-live="polite">
            {status}
          </p>
        </Form>
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
