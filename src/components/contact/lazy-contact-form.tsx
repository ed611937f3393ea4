import { useEffect, useRef, useState } from "react";
import { useSite } from "../../hooks/use-site";
import type { ContactForm, ContactFormProps } from "./contact-form";
import * as styles from "./contact-form.module.css";

// The fields too, so the form appears whole: fields arriving after the rest would push it down.
const loadContactForm = () =>
  import("./contact-form").then(async (module) => {
    await module.contactFields.load();
    return module.ContactForm;
  });

/**
 * Loads the form (Formik, Yup and its own code) only when its slot nears the viewport, so the
 * home page's first load carries none of it. The slot keeps the form's height: nothing shifts.
 */
export function LazyContactForm(props: ContactFormProps) {
  const { email } = useSite();
  const slot = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState<typeof ContactForm | null>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        loadContactForm()
          .then((component) => setForm(() => component))
          .catch((error: unknown) => console.error("The contact form could not be loaded", error));
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={slot} className={styles.slot} aria-busy={Form === null}>
      {Form ? (
        <Form {...props} />
      ) : (
        <noscript>
          <p>
            The form needs JavaScript. Write to us at <a href={`mailto:${email}`}>{email}</a> instead.
          </p>
        </noscript>
      )}
    </div>
  );
}
