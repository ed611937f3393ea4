import { useEffect, type RefObject } from "react";
import { useFormikContext } from "formik";

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (element: Element | RadioNodeList | null): element is FormField =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/**
 * Where the form is in the static HTML (/contact), a visitor can type before React hydrates.
 * Hydration leaves what the fields show, but Formik starts empty and its next render would wipe
 * them: right after hydration, Formik takes over whatever the fields already hold.
 */
export function KeepTypedValues({ formRef }: { formRef: RefObject<HTMLFormElement> }) {
  const { values, setValues } = useFormikContext<Record<string, string>>();
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = Object.fromEntries(
      Object.keys(values).flatMap((name) => {
        const field = form.elements.namedItem(name);
        return isField(field) && field.value !== values[name] ? [[name, field.value]] : [];
      }),
    );
    if (Object.keys(typed).length > 0) void setValues({ ...values, ...typed }, false);
    // Once, at hydration: later the fields and Formik agree by construction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
