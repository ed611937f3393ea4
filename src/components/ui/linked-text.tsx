import { Fragment } from "react";
import { splitEmails } from "../../lib/text";

/** Copy as written in content/, with every e-mail address in it made a mailto: link. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitEmails(text).map((part, index) =>
        part.kind === "email" ? (
          <a key={index} href={`mailto:${part.value}`}>
            {part.value}
          </a>
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}
