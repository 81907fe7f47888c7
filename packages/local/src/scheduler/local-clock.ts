import type { Clock } from "@intranet/core/platform";

/**
 * The local runtime's clock (core's clock port): the system's, moved forward by `advance` — a test
 * (or a demo) walks an onboarding track's days without waiting them. The local scheduler reads it,
 * so a one-time schedule set "in a week" fires once the clock has moved a week.
 */
export class LocalClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** How far ahead of the system's clock it is. */
  get aheadMs(): number {
    return this.offsetMs;
  }

  advance(ms: number): void {
    if (ms < 0) throw new Error("The local clock only moves forward");
    this.offsetMs += ms;
  }

  /**
   * Back to the system's time. Only the adaptation reads this clock so far; the other modules' timers
   * are set on the system's, so a test that moved it puts it back before other flows run on the stack.
   */
  reset(): void {
    this.offsetMs = 0;
  }
}
