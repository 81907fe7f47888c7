import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchInactivity, watchSessions } from "./inactivity";

describe("inactivity (product-spec §4)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reports once after the timeout without a key press, scroll or click", () => {
    const onIdle = vi.fn();
    const onActive = vi.fn();
    const stop = watchInactivity(600_000, onIdle, onActive);
    vi.advanceTimersByTime(599_999);
    window.dispatchEvent(new KeyboardEvent("keydown"));
    vi.advanceTimersByTime(599_999);
    document.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(599_999);
    document.body.click();
    vi.advanceTimersByTime(599_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_600_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onActive).not.toHaveBeenCalled();
    document.body.click();
    expect(onActive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
    stop();
    document.body.click();
    expect(onActive).toHaveBeenCalledTimes(1);
  });

  it("reports a session at the timeout and when the page closes, never an empty or a cached one", () => {
    const send = vi.fn();
    const clock = () => Date.now();
    const stop = watchSessions(600_000, send, window, clock);
    const opened = Date.now();
    vi.advanceTimersByTime(120_000);
    document.body.click();
    vi.advanceTimersByTime(600_000);
    expect(send).toHaveBeenCalledWith(opened, opened + 720_000);
    // Idle: closing the page sends nothing more.
    window.dispatchEvent(new Event("pagehide"));
    expect(send).toHaveBeenCalledTimes(1);
    // Back after lunch: a new session, ended by closing the tab.
    vi.advanceTimersByTime(3_600_000);
    document.body.click();
    const back = Date.now();
    vi.advanceTimersByTime(300_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(send).toHaveBeenLastCalledWith(back, back + 300_000);
    // Restored from the back/forward cache an hour later: the hour is no session.
    vi.advanceTimersByTime(3_600_000);
    const restored = new Event("pageshow") as Event & { persisted?: boolean };
    Object.defineProperty(restored, "persisted", { value: true });
    window.dispatchEvent(restored);
    const shown = Date.now();
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(send).toHaveBeenLastCalledWith(shown, shown + 60_000);
    expect(send).toHaveBeenCalledTimes(3);
    stop();
  });
});
