import type { ServerEvent } from "@intranet/contracts";

/** Server pushes for whoever listens (the modules: chat, notifications…). */
type Listener = (event: ServerEvent) => void;
const listeners = new Set<Listener>();

export function publishRealtimeEvent(event: ServerEvent): void {
  listeners.forEach((listener) => listener(event));
}

export function onRealtimeEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
