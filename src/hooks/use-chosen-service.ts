import { useLocation } from "@reach/router";
import { useHasMounted } from "./use-has-mounted";
import { serviceFromSearch } from "../lib/enquiry-service";

interface ServiceOption {
  value: string;
  label: string;
}

/**
 * The Service option the address chose (/contact/?service=payouts), once the page has hydrated:
 * the static HTML is the same for every address, so the hydrating render must not know it.
 */
export function useChosenService<O extends ServiceOption>(options: readonly O[]): O | null {
  const { search } = useLocation();
  const mounted = useHasMounted();
  if (!mounted) return null;
  const value = serviceFromSearch(
    search,
    options.map((option) => option.value),
  );
  return options.find((option) => option.value === value) ?? null;
}
