import { MagnifyingGlass } from "@phosphor-icons/react/dist/ssr";
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
      <MagnifyingGlass size={20} className={styles.icon} aria-hidden />
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
