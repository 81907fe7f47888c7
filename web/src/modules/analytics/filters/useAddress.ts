import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";

/** Changes to the address's query: a value sets its key, null or "" removes it. */
export type AddressChanges = Readonly<Record<string, string | null>>;

export interface Address {
  /** The query as the page shows it. */
  params: URLSearchParams;
  /** Writes some keys, keeping the others (the address is replaced, not pushed). */
  write: (changes: AddressChanges) => void;
}

/**
 * The analytics page's query (the tab and the filters) and one writer for all of it. The router
 * shows a new address in a transition, and a tab full of charts takes a moment to render: a change
 * made before the last one shows (a period picked right after a tab's click) builds on that last
 * one, where the shown query would write the previous tab back.
 */
export function useAddress(): Address {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  // The query last written and not shown yet; forgotten once a render shows a new query.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [shown]);
  const write = useCallback(
    (changes: AddressChanges) => {
      const next = new URLSearchParams(pending.current ?? shown);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      pending.current = next.toString();
      setParams(next, { replace: true });
    },
    [shown, setParams],
  );
  return { params, write };
}
