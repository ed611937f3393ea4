import { useEffect, useMemo, useRef } from "react";
import { HydrateOnUse, partOnUse } from "../ui/hydrate-on-use";
import type { ContactFormProps } from "./contact-form";

const contactForm = partOnUse(() => import("./contact-form").then((module) => module.ContactForm));

/**
 * The contact form far down a page (home): in the static HTML like /contact's, so it holds its own
 * height from the first paint, but its code (the captcha, sending) is fetched only as it nears the
 * viewport or when the visitor starts on it, so the page's first load carries none of it. (It used
 * to be fetched and drawn into an empty slot 200 to 450 px shorter than the form: arriving late on
 * a slow phone, it moved the cards beside it and the footer.)
 */
export function DeferredContactForm({
  serviceOptions,
  privacyNotice,
  privacyDetails,
  privacyDetailsLabel,
  privacyHref,
  requiredNote,
  captchaAlternative,
  alternativeEmail,
  idPrefix,
}: ContactFormProps) {
  const region = useRef<HTMLDivElement>(null);
  // The same object on every render: a change before the form hydrates would drop its HTML.
  const props = useMemo(
    () => ({
      serviceOptions,
      privacyNotice,
      privacyDetails,
      privacyDetailsLabel,
      privacyHref,
      requiredNote,
      captchaAlternative,
      alternativeEmail,
      idPrefix,
    }),
    [
      serviceOptions,
      privacyNotice,
      privacyDetails,
      privacyDetailsLabel,
      privacyHref,
      requiredNote,
      captchaAlternative,
      alternativeEmail,
      idPrefix,
    ],
  );

  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        void contactForm.load();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={region}>
      <HydrateOnUse part={contactForm} props={props} region={region} />
    </div>
  );
}
