import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../../test/fakeWebSocket";
import { RealtimeConnection, realtimeUrl, type RealtimeStatus } from "./realtime";

describe("realtime socket (rules-calls-errors-spec §7)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (onEvent = vi.fn()) => {
    const statuses: RealtimeStatus[] = [];
    const connection = new RealtimeConnection({
      url: "ws://host/ws?token=t&workspace=acme",
      identify: () => ({ action: "identify", client_id: "c1", user_id: "u1", timestamp: 42 }),
      onEvent,
      onStatus: (status) => statuses.push(status),
    });
    connection.start();
    return { connection, statuses, socket: () => FakeWebSocket.instances.at(-1)! };
  };

  it("builds the URL: same host /ws locally, VITE_WS_URL in AWS, with token and workspace", () => {
    expect(realtimeUrl("t k", "acme", undefined, { protocol: "http:", host: "127.0.0.1:3000" })).toBe(
      "ws://127.0.0.1:3000/ws?token=t+k&workspace=acme",
    );
    expect(realtimeUrl("t", "acme", undefined, { protocol: "https:", host: "intra.example" })).toBe(
      "wss://intra.example/ws?token=t&workspace=acme",
    );
    expect(realtimeUrl("t", "acme", "wss://ws.example/prod", { protocol: "https:", host: "x" })).toBe(
      "wss://ws.example/prod?token=t&workspace=acme",
    );
  });

  it("identifies after opening", () => {
    const { socket, statuses } = start();
    expect(socket().url).toBe("ws://host/ws?token=t&workspace=acme");
    expect(socket().sent).toEqual([]);
    socket().open();
    expect(socket().sent.map((text) => JSON.parse(text))).toEqual([
      { action: "identify", client_id: "c1", user_id: "u1", timestamp: 42 },
    ]);
    expect(statuses).toEqual(["connecting", "open"]);
  });

  it("reconnects 1000 ms after a drop, and identifies again", () => {
    const { socket } = start();
    socket().open();
    socket().close();
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    socket().open();
    expect(socket().sent).toHaveLength(1);
  });

  it("drops an attempt that does not open within the timeout and retries", () => {
    const { socket } = start();
    vi.advanceTimersByTime(1_200_000);
    expect(socket().readyState).toBe(FakeWebSocket.CLOSED);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it("passes on the server's events and ignores anything else", () => {
    const onEvent = vi.fn();
    const { socket } = start(onEvent);
    socket().open();
    socket().receive({ type: "system.message", text: "hi" });
    socket().receive("not json");
    socket().receive({ type: "unknown" });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ type: "system.message", text: "hi" });
  });

  it("stays closed once stopped", () => {
    const { connection, socket, statuses } = start();
    socket().open();
    connection.stop();
    vi.advanceTimersByTime(5000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe("off");
    expect(connection.send({ action: "user-logout" })).toBe(false);
  });
});
