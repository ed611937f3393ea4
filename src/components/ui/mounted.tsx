import { useEffect } from "react";

/** Calls `onMount` when the Suspense boundary around it has hydrated (or mounted). */
export function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}
