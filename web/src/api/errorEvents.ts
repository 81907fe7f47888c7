import type { ApiError } from "./errors";

/**
 * What the API client asks the interface to show (rules-calls-errors-spec §8 Handling of answers):
 * an error dialog, an access-denied dialog, or the network error dialog.
 */
export interface ShownError {
  id: number;
  kind: "error" | "forbidden" | "network";
  error: ApiError;
}

type Listener = (shown: ShownError) => void;
const listeners = new Set<Listener>();
let nextId = 1;

export function showError(kind: ShownError["kind"], error: ApiError): void {
  const shown = { id: nextId++, kind, error };
  listeners.forEach((listener) => listener(shown));
}

export function onShowError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
