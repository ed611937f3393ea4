import { Icon } from "../ui/icon";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { FormikHelpers, FormikProps } from "formik";
import { Link } from "../ui/link";
import { captchaMismatch, generateCaptcha, spellCaptcha } from "../../lib/captcha";
import { clearDraft, readDraft, saveDraft } from "../../lib/contact-draft";
import { useChosenService } from "../../hooks/use-chosen-service";
import type { ContactValues } from "../../lib/contact-schema";
import { emailTemplates, sendTemplate } from "../../lib/email-sender";
import { sendEnquiry } from "../../lib/send-enquiry";
import { buttonClassName } from "../ui/button-link";
import { HydrateOnUse, partOnUse } from "../ui/hydrate-on-use";
import { NoScriptContact } from "../ui/no-script-contact";
import { RequiredMark } from "../ui/required-mark";
import * as styles from "./contact-form.module.css";
import { usePageLanguage, useUi } from "../../i18n/page-language";
import { fill } from "../../lib/text";

/** The fields (Formik, Yup): in the static HTML, their code fetched when the visitor uses the form. */
export const contactFields = partOnUse(() => import("./contact-fields").then((module) => module.ContactFields));

export interface ContactFormProps {
  serviceOptions: readonly { value: string; label: string }[];
  /** Always shown under the form, before the privacy policy's link. */
  privacyNotice: string;
  /** The rest of the notice (transfer, retention, withdrawal, draft), opened from its label. */
  privacyDetails: string;
  privacyDetailsLabel: string;
  /** The privacy policy's section that discloses in full where an enquiry goes. */
  privacyHref: string;
  /** Explains the '*' beside required fields (WCAG 3.3.2). */
  requiredNote: string;
  /** Offered beside the captcha to anyone who cannot use it, before the e-mail address. */
  captchaAlternative: string;
  alternativeEmail: string;
  /** Prefix for element ids: the form appears on / and /contact. */
  idPrefix?: string;
}

/**
 * The enquiry form (spec 5, 7): fields validated by Formik + Yup, a captcha, two e-mails, every
 * outcome announced. The captcha, the honeypot and the button are drawn by this component with the
 * page; the fields' code (ContactFields) arrives when the visitor starts using the form.
 */
export function ContactForm({
  serviceOptions,
  privacyNotice,
  privacyDetails,
  privacyDetailsLabel,
  privacyHref,
  requiredNote,
  captchaAlternative,
  alternativeEmail,
  idPrefix = "contact",
}: ContactFormProps) {
  const ui = useUi();
  const { locale: language } = usePageLanguage();
  const [captcha, setCaptcha] = useState("");
  const [captchaInput, setCaptchaInput] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [status, setStatus] = useState("");
  // Set by any submit with the captcha left empty, until something is typed into it.
  const [captchaMissing, setCaptchaMissing] = useState(false);
  // The e-mail service has not answered within SEND_TIMEOUT_MS; it is still awaited.
  const [slow, setSlow] = useState(false);
  // The ref guards against a second press at once; the state draws the button.
  const sending = useRef(false);
  const [isSending, setIsSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const formikRef = useRef<FormikProps<ContactValues>>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;

  // Generated after hydration (a server-drawn code would be stale).
  useEffect(() => {
    // A random code cannot be part of the static HTML: it is drawn once, right after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCaptcha(generateCaptcha());
    // A draft kept after a failed send (contact-draft.ts) is shown at once, not at the first touch.
    if (readDraft()) void contactFields.load();
  }, []);

  // A product's button chose a Service option (?service=): shown in the list at once, before the
  // fields' code has arrived (KeepTypedValues hands it to Formik; ContactFields falls back to it too).
  const chosen = useChosenService(serviceOptions);
  useEffect(() => {
    const select = formRef.current?.elements.namedItem("service");
    if (chosen && select instanceof HTMLSelectElement && select.value === "") select.value = chosen.value;
  }, [chosen]);

  // Leaving the page while the enquiry is on its way would hide whether it arrived: the browser asks first.
  useEffect(() => {
    if (!isSending) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isSending]);

  const newCaptcha = useCallback(() => {
    const code = generateCaptcha();
    setCaptcha(code);
    setCaptchaInput("");
    return code;
  }, []);

  // Asked for by the visitor: announce the new code, spelled (WCAG 4.1.3).
  const refreshCaptcha = () => setStatus(fill(ui.newCode, { code: spellCaptcha(newCaptcha(), ui) }));

  const onSubmit = async (values: ContactValues, { resetForm }: FormikHelpers<ContactValues>) => {
    if (sending.current) return;
    if (captchaInput !== captcha) {
      // An empty code was flagged by the submit that got here (submit, below).
      window.alert(ui.captchaMismatch);
      // Back to the field that needs fixing, not left on Send (WCAG 3.3.1).
      captchaRef.current?.focus();
      return;
    }
    sending.current = true;
    setIsSending(true);
    setStatus(ui.sendingStatus);
    const outcome = await sendEnquiry(values, {
      send: sendTemplate,
      templates: emailTemplates,
      language,
      honeypot,
      onSlow: () => {
        setSlow(true);
        setStatus(ui.sendingSlow);
      },
    });
    sending.current = false;
    setIsSending(false);
    setSlow(false);
    if (outcome === "failed") {
      saveDraft(values);
      setStatus(ui.contactFailure);
      window.alert(ui.contactFailure);
      return;
    }
    clearDraft();
    setStatus(ui.contactSuccess);
    window.alert(ui.contactSuccess);
    resetForm();
    setHoneypot("");
    // Not announced: the thank-you message in the status line must not be replaced.
    newCaptcha();
  };

  // The fields get the same props on every render: a change before they hydrate would drop their HTML.
  const latestSubmit = useRef(onSubmit);
  useEffect(() => {
    latestSubmit.current = onSubmit;
  });
  const submitValid = useCallback(
    (values: ContactValues, helpers: FormikHelpers<ContactValues>) => latestSubmit.current(values, helpers),
    [],
  );
  const fields = useMemo(
    () => ({ serviceOptions, idPrefix, formRef, formikRef, onSubmit: submitValid }),
    [serviceOptions, idPrefix, submitValid],
  );
  const captchaError = captchaMismatch(captchaInput, captcha)
    ? ui.captchaDoesNotMatch
    : captchaMissing
      ? ui.captchaRequired
      : null;

  // Until the fields have hydrated, HydrateOnUse holds the submit and repeats it once they have.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Flagged with the other fields' errors, not only once they pass: a required field left empty
    // says so at the same submit (the mismatch alert still comes only after they pass, spec 5).
    if (captchaInput === "") setCaptchaMissing(true);
    formikRef.current?.handleSubmit(event);
  };

  return (
    // method="dialog": a submit no code handles (before it has arrived, or with JavaScript off) does
    // nothing, where GET would put what was typed into the address (held-submits.ts replays it).
    <form
      ref={formRef}
      method="dialog"
      className={styles.form}
      noValidate
      aria-describedby={id("privacy")}
      onSubmit={submit}
    >
      <p className={styles.requiredNote}>{requiredNote}</p>
      <HydrateOnUse part={contactFields} props={fields} region={formRef} />
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
        <label htmlFor={id("captcha")}>
          {ui.typeTheCode}
          <RequiredMark />
        </label>
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
          onChange={(e) => {
            setCaptchaInput(e.target.value);
            setCaptchaMissing(false);
          }}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={5}
          aria-required="true"
          aria-invalid={captchaError !== null}
          aria-describedby={
            captchaError ? `${id("captcha-error")} ${id("captcha-alternative")}` : id("captcha-alternative")
          }
        />
        {captchaError && (
          <p id={id("captcha-error")} className={styles.error}>
            {captchaError}
          </p>
        )}
        <p id={id("captcha-alternative")} className={styles.privacy}>
          {captchaAlternative} <a href={`mailto:${alternativeEmail}`}>{alternativeEmail}</a>
        </p>
      </div>
      {/* aria-disabled, not disabled: a disabled button loses focus to <body> while sending (WCAG 2.4.3); onSubmit ignores a second press. */}
      <button type="submit" className={buttonClassName("primary", styles.submit)} aria-disabled={isSending}>
        {isSending ? ui.sending : ui.sendMessage}
        {!isSending && <Icon name="arrow-right" size={18} />}
      </button>
      {slow && <p className={styles.slow}>{ui.sendingSlow}</p>}
      <NoScriptContact />
      {/* A layered notice: the purpose and the policy always in view, the rest one click away. */}
      <div id={id("privacy")} className={styles.privacy}>
        <p>
          {privacyNotice} <Link to={privacyHref}>{ui.readPrivacyPolicy}</Link>.
        </p>
        <details className={styles.privacyDetails}>
          <summary>{privacyDetailsLabel}</summary>
          <p>{privacyDetails}</p>
        </details>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
