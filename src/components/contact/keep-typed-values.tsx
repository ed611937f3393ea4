import { useEffect, type RefObject } from "react";
import { useFormikContext } from "formik";

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | RadioNodeList;

const isField = (element: Element | RadioNodeList | null): element is FormField =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof RadioNodeList;

/**
 * The forms are in the static HTML: a visitor can type, pick and tick before React hydrates them.
 * Hydration leaves what the fields show, but Formik starts empty and its next render would wipe
 * them: right after hydration, Formik takes over whatever the fields already hold (a radio group's
 * choice as a number where Formik keeps a number, such as a rating).
 */
interface KeepTypedValuesProps {
  formRef: RefObject<HTMLFormElement>;
  /** Values for the fields the visitor has left empty (a draft saved before a reload), read once. */
  fallback?: () => Record<string, string> | null;
}

export function KeepTypedValues({ formRef, fallback }: KeepTypedValuesProps) {
  const { values, setValues } = useFormikContext<Record<string, string | number>>();
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const saved = fallback?.() ?? {};
    const typed = Object.fromEntries(
      Object.keys(values).flatMap((name) => {
        const field = form.elements.namedItem(name);
        if (!isField(field)) return [];
        const shown = field.value === "" && saved[name] ? saved[name] : field.value;
        const value = typeof values[name] === "number" ? Number(shown) : shown;
        return value !== values[name] ? [[name, value]] : [];
      }),
    );
    if (Object.keys(typed).length > 0) void setValues({ ...values, ...typed }, false);
    // Once, at hydration: later the fields and Formik agree by construction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
