import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchInactivity } from "./inactivity";

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
});
