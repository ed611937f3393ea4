import { Icon } from "./icon";
import { useId } from "react";
import * as styles from "./search-box.module.css";

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search field that filters as the visitor types. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={styles.box}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="magnifying-glass" size={20} className={styles.icon} />
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
}
