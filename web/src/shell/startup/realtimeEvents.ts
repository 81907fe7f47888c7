import type { ClientMessage, ServerEvent } from "@intranet/contracts";

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

/** The open socket's sender (the shell registers it while connected); modules send through `sendRealtime`. */
let sender: ((message: ClientMessage) => void) | null = null;

export function setRealtimeSender(send: ((message: ClientMessage) => void) | null): void {
  sender = send;
}

/** Sends a message on the socket when it is open (typing, …); false when there is none. */
export function sendRealtime(message: ClientMessage): boolean {
  if (!sender) return false;
  sender(message);
  return true;
}
