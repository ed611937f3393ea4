import { Icon } from "./icon";
import { useEffect, useRef, type ReactNode } from "react";
import { useUi } from "../../i18n/page-language";
import * as styles from "./modal.module.css";

interface ModalProps {
  /** The modal is open while this is true. */
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * One modal for the site, on the native <dialog>: showModal() traps focus and makes the page
 * inert, Escape closes it. A click on the backdrop closes it too; the page behind stops
 * scrolling; focus goes back to whatever opened it.
 */
export function Modal({ open, onClose, title, children, footer }: ModalProps) {
  const ui = useUi();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (open && !element.open) {
      opener.current = document.activeElement as HTMLElement | null;
      element.showModal();
      document.body.style.overflow = "hidden";
    }
    if (!open && element.open) element.close();
    return undefined;
  }, [open]);

  const handleClose = () => {
    document.body.style.overflow = "";
    opener.current?.focus();
    onClose();
  };

  return (
    // A backdrop click is a mouse shortcut; keyboards close the dialog with Escape or the Close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={open ? "modal-title" : undefined}
      onClose={handleClose}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop; its content sits in .panel.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id="modal-title">{title}</h2>
            <button
              type="button"
              className={styles.close}
              onClick={() => dialog.current?.close()}
              aria-label={ui.closeDialog}
            >
              <Icon name="x" size={22} />
            </button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
