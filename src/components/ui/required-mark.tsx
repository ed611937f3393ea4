/** The '*' after a required field's label; the form's note explains it, aria-required says it. */
export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}
