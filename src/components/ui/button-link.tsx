import { type ReactNode } from "react";
import { Link } from "./link";
import * as styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary";

export function buttonClassName(variant: ButtonVariant = "primary", extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(" ");
}

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  "aria-label"?: string;
  "aria-describedby"?: string;
}

/** A link that looks like a button: Gatsby Link for site paths, a plain anchor for the rest. */
export function ButtonLink({ to, variant = "primary", className, children, ...rest }: ButtonLinkProps) {
  const classes = buttonClassName(variant, className);
  if (to.startsWith("/") && !to.startsWith("//")) {
    return (
      <Link to={to} className={classes} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={classes} {...rest}>
      {children}
    </a>
  );
}
