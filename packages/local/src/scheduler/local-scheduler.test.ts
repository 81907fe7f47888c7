import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { ScheduleSpec } from "@intranet/core/scheduler";
import { LocalClock } from "./local-clock";
import { LocalScheduler } from "./local-scheduler";

/**
 * The clock is faked (vi.useFakeTimers), so "next run" is computed from a fixed instant and cron
 * firings are reached by moving fake time, never by waiting on real minutes.
 */
const FRIDAY_10_UTC = new Date("2025-01-03T10:00:00.000Z"); // a Friday

/**
 * Jumps the fake clock to a minute before `iso` (pending timers keep their relative delays; croner
 * re-checks at least every 30 s) and then lets two fake minutes pass through `iso`.
 */
async function passThrough(iso: string): Promise<void> {
  vi.setSystemTime(new Date(new Date(iso).getTime() - 60_000));
  await vi.advanceTimersByTimeAsync(2 * 60_000);
}

function fakeJobs(fail: string[] = []) {
  const runs: Array<{ job: string; payload: unknown }> = [];
  const load = vi.fn(async (job: string) => ({
    handler: async (payload: unknown) => {
      runs.push({ job, payload });
      if (fail.includes(job)) throw new Error(`${job} exploded`);
    },
  }));
  return { runs, load };
}

const spec = (overrides: Partial<ScheduleSpec> = {}): ScheduleSpec => ({
  name: "mailing-t1-m1",
  cron: "0 9 * * 1-5",
  job: "send-mailing",
  payload: { tenantId: "t1", mailingId: "m1" },
  ...overrides,
});

let scheduler: LocalScheduler;
let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.useFakeTimers({ now: FRIDAY_10_UTC });
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  scheduler?.stopAll();
  vi.useRealTimers();
  errors.mockRestore();
});

describe("LocalScheduler", () => {
  it("sets the next run per the cron expression, in UTC by default", async () => {
    scheduler = new LocalScheduler(fakeJobs().load);
    await scheduler.upsert(spec()); // weekdays 09:00: Friday 10:00 → Monday 09:00
    expect(scheduler.nextRun("mailing-t1-m1")?.toISOString()).toBe("2025-01-06T09:00:00.000Z");

    await scheduler.upsert(spec({ name: "monthly", cron: "30 8 1 * *" }));
    expect(scheduler.nextRun("monthly")?.toISOString()).toBe("2025-02-01T08:30:00.000Z");

    await scheduler.upsert(spec({ name: "sundays", cron: "0 12 * * 0" }));
    expect(scheduler.nextRun("sundays")?.toISOString()).toBe("2025-01-05T12:00:00.000Z");

    expect(scheduler.nextRun("never-scheduled")).toBeNull();
  });

  it("honours the schedule's time zone", async () => {
    scheduler = new LocalScheduler(fakeJobs().load);
    await scheduler.upsert(spec({ cron: "0 9 * * *", timezone: "Europe/Kyiv" })); // UTC+2 in January
    expect(scheduler.nextRun("mailing-t1-m1")?.toISOString()).toBe("2025-01-04T07:00:00.000Z");
  });

  it("runs the job with its payload when the (fake) clock reaches the cron time, and again on the next one", async () => {
    const jobs = fakeJobs();
    scheduler = new LocalScheduler(jobs.load);
    await scheduler.upsert(spec());

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    vi.setSystemTime(new Date("2025-01-06T08:58:00Z"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(jobs.runs).toEqual([]); // Monday 08:59: not yet

    await passThrough("2025-01-06T09:00:00Z");
    expect(jobs.runs).toEqual([{ job: "send-mailing", payload: { tenantId: "t1", mailingId: "m1" } }]);
    expect(jobs.load).toHaveBeenCalledWith("send-mailing");
    expect(scheduler.nextRun("mailing-t1-m1")?.toISOString()).toBe("2025-01-07T09:00:00.000Z");

    await passThrough("2025-01-07T09:00:00Z");
    expect(jobs.runs).toHaveLength(2);
  });

  it("replaces a schedule on a second upsert: new time, new job and payload, the old one never fires", async () => {
    const jobs = fakeJobs();
    scheduler = new LocalScheduler(jobs.load);
    await scheduler.upsert(spec());
    await scheduler.upsert(spec({ cron: "15 7 * * 6", job: "send-digest", payload: { version: 2 } })); // Saturdays 07:15
    expect(scheduler.nextRun("mailing-t1-m1")?.toISOString()).toBe("2025-01-04T07:15:00.000Z");

    await scheduler.trigger("mailing-t1-m1");
    expect(jobs.runs).toEqual([{ job: "send-digest", payload: { version: 2 } }]);

    // Saturday 07:15 runs it; Monday 09:00, when the replaced schedule would have fired, does not.
    await passThrough("2025-01-04T07:15:00Z");
    await passThrough("2025-01-06T09:00:00Z");
    expect(jobs.runs).toEqual([
      { job: "send-digest", payload: { version: 2 } },
      { job: "send-digest", payload: { version: 2 } },
    ]);
  });

  it("stops a removed schedule: no next run, trigger does nothing, the time passes silently", async () => {
    const jobs = fakeJobs();
    scheduler = new LocalScheduler(jobs.load);
    await scheduler.upsert(spec());
    await scheduler.upsert(spec({ name: "other", payload: { other: true } }));
    await scheduler.remove("mailing-t1-m1");
    await expect(scheduler.remove("mailing-t1-m1")).resolves.toBeUndefined(); // removing twice is fine

    expect(scheduler.nextRun("mailing-t1-m1")).toBeNull();
    await scheduler.trigger("mailing-t1-m1");
    expect(jobs.load).not.toHaveBeenCalled();

    await passThrough("2025-01-06T09:00:00Z");
    expect(jobs.runs).toEqual([{ job: "send-mailing", payload: { other: true } }]); // only the other schedule
  });

  it("trigger() runs the job's handler with the payload now, and waits for it", async () => {
    let received: unknown;
    const load = vi.fn(async (_job: string) => ({
      handler: async (payload: unknown) => {
        await Promise.resolve();
        received = payload;
      },
    }));
    scheduler = new LocalScheduler(load);
    await scheduler.upsert(spec());
    await scheduler.trigger("mailing-t1-m1");
    expect(load).toHaveBeenCalledWith("send-mailing");
    expect(received).toEqual({ tenantId: "t1", mailingId: "m1" });
    // A manual run does not move the schedule.
    expect(scheduler.nextRun("mailing-t1-m1")?.toISOString()).toBe("2025-01-06T09:00:00.000Z");
  });

  it("logs a failing job instead of throwing, and keeps the schedule", async () => {
    const jobs = fakeJobs(["send-mailing"]);
    scheduler = new LocalScheduler(jobs.load);
    await scheduler.upsert(spec());
    await expect(scheduler.trigger("mailing-t1-m1")).resolves.toBeUndefined();
    expect(jobs.runs).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith("[scheduler] mailing-t1-m1 (send-mailing) failed", expect.any(Error));
    expect(scheduler.nextRun("mailing-t1-m1")).not.toBeNull();
  });

  it("refuses an invalid cron expression", async () => {
    scheduler = new LocalScheduler(fakeJobs().load);
    await expect(scheduler.upsert(spec({ name: "broken", cron: "61 9 * * *" }))).rejects.toThrow();
    expect(scheduler.nextRun("broken")).toBeNull();
  });

  it("stopAll() stops every schedule", async () => {
    const jobs = fakeJobs();
    scheduler = new LocalScheduler(jobs.load);
    await scheduler.upsert(spec({ name: "a" }));
    await scheduler.upsert(spec({ name: "b" }));
    scheduler.stopAll();
    expect([scheduler.nextRun("a"), scheduler.nextRun("b")]).toEqual([null, null]);
    await passThrough("2025-01-06T09:00:00Z");
    expect(jobs.runs).toEqual([]);
  });

  it("runs a one-time schedule set on the runtime's clock once that clock is moved past it", async () => {
    const jobs = fakeJobs();
    const clock = new LocalClock();
    scheduler = new LocalScheduler(jobs.load, clock);
    const inAWeek = new Date(clock.now().getTime() + 7 * 86_400_000).toISOString();
    await scheduler.upsert({ name: "adapt-t1-a1", at: inAWeek, job: "adaptation-step", payload: { adaptId: "a1" } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(jobs.runs).toEqual([]);
    clock.advance(7 * 86_400_000);
    await scheduler.rearm();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(jobs.runs).toEqual([{ job: "adaptation-step", payload: { adaptId: "a1" } }]);
    // Run, it is gone: moving the clock again runs nothing more.
    clock.advance(86_400_000);
    await scheduler.rearm();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(jobs.runs).toHaveLength(1);
    expect(() => clock.advance(-1)).toThrow();
  });

  // Known bugs (see the report): these turn red once fixed, then drop `.fails`.
  it("lets two schedulers in one process hold schedules of the same name", async () => {
    // croner keeps a process-wide registry of named jobs and throws "name already taken".
    scheduler = new LocalScheduler(fakeJobs().load);
    const second = new LocalScheduler(fakeJobs().load);
    try {
      await scheduler.upsert(spec());
      await second.upsert(spec());
      expect(second.nextRun("mailing-t1-m1")?.toISOString()).toBe("2025-01-06T09:00:00.000Z");
    } finally {
      second.stopAll();
    }
  });

  it("keeps the existing schedule when an upsert has an invalid expression", async () => {
    // AWS refuses the update (ValidationException) and keeps the old schedule running.
    scheduler = new LocalScheduler(fakeJobs().load);
    await scheduler.upsert(spec());
    await expect(scheduler.upsert(spec({ cron: "61 9 * * *" }))).rejects.toThrow();
    expect(scheduler.nextRun("mailing-t1-m1")?.toISOString()).toBe("2025-01-06T09:00:00.000Z");
  });
});
