import type { ClientMessage, ServerEvent } from "@intranet/contracts";
import { realtimeClient } from "@intranet/contracts/limits";
import { serverEventSchema } from "@intranet/contracts/realtime";

export type RealtimeStatus = "off" | "connecting" | "open" | "closed";

export interface RealtimeOptions {
  url: string;
  /** The `identify` message, built when the socket opens (its timestamp is the moment of sending). */
  identify: () => ClientMessage;
  onEvent?: (event: ServerEvent) => void;
  onStatus?: (status: RealtimeStatus) => void;
  reconnectDelayMs?: number;
  /** A connection attempt that has not opened by then is dropped and retried. */
  timeoutMs?: number;
  createSocket?: (url: string) => WebSocket;
}

/** `ws(s)://<host>/ws?token=…&workspace=…`: VITE_WS_URL in AWS, the page's own host locally. */
export function realtimeUrl(
  token: string,
  workspace: string,
  configured: string | undefined = import.meta.env.VITE_WS_URL,
  location: Pick<Location, "protocol" | "host"> = window.location,
): string {
  const base = configured || `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
  const url = new URL(base);
  url.searchParams.set("token", token);
  url.searchParams.set("workspace", workspace);
  return url.toString();
}

/**
 * The realtime socket (rules-calls-errors-spec §7 Realtime socket): websocket only, identifies
 * after opening, reconnects 1000 ms after any drop until stopped.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;

  constructor(private readonly options: RealtimeOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.openTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.options.onStatus?.("off");
  }

  /** Sends when open; a message while disconnected is dropped (the server state is rebuilt on identify). */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    const { url, createSocket = (address) => new WebSocket(address) } = this.options;
    this.options.onStatus?.("connecting");
    const socket = createSocket(url);
    this.socket = socket;
    this.openTimer = setTimeout(() => socket.close(), this.options.timeoutMs ?? realtimeClient.timeoutMs);
    socket.onopen = () => {
      clearTimeout(this.openTimer);
      this.options.onStatus?.("open");
      this.send(this.options.identify());
    };
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = () => {
      clearTimeout(this.openTimer);
      if (this.socket !== socket || this.stopped) return;
      this.options.onStatus?.("closed");
      this.retryTimer = setTimeout(
        () => this.connect(),
        this.options.reconnectDelayMs ?? realtimeClient.reconnectDelayMs,
      );
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== "string") return;
    try {
      const parsed = serverEventSchema.safeParse(JSON.parse(data));
      if (parsed.success) this.options.onEvent?.(parsed.data);
    } catch {
      /* not JSON: ignored */
    }
  }
}
