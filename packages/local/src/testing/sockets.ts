import type { ServerEvent } from "@intranet/contracts";
import { WebSocket } from "ws";

export interface TestSocket {
  socket: WebSocket;
  /** Everything the server pushed so far, in arrival order. */
  received: ServerEvent[];
  send(message: object): void;
  close(): Promise<void>;
}

/** Opens the realtime socket as a person (token and company in the query, as the SPA does) and collects pushes. */
export async function connectSocket(
  wsUrl: string,
  who: { token: string; tenantId?: string | null },
): Promise<TestSocket> {
  const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(who.token)}&client_id=${who.tenantId}`);
  const received: ServerEvent[] = [];
  socket.on("message", (data) => received.push(JSON.parse(data.toString()) as ServerEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return {
    socket,
    received,
    send: (message) => socket.send(JSON.stringify(message)),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        socket.close();
      }),
  };
}

/** Polls `probe` until `accept` holds or the time is up; answers the last value either way. */
export async function until<T>(probe: () => T, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
