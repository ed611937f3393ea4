import { useEffect, useState } from "react";
import { currentSection, READING_LINE_MARGIN } from "../lib/current-section";

/**
 * The id of the section, among `ids`, that the reader is in now (see currentSection), or null.
 * An IntersectionObserver reports the sections crossing the reading line: nothing is measured on
 * scroll, and sections not laid out yet (content-visibility) report with their estimated size.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(" ");
  useEffect(() => {
    const order = key.split(" ");
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        setCurrent(currentSection(order, crossing));
      },
      { rootMargin: READING_LINE_MARGIN },
    );
    for (const id of order) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key]);
  return current;
}
