import { useEffect, useState } from "react";

/** False in the static HTML and the hydrating render, true after: for client-only decisions. */
export function useHasMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
