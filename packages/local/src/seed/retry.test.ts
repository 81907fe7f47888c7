import { describe, expect, it } from "vitest";
import type { SeedLogins, SeedOptions } from "./seed";
import { patientLimits, seedPatiently, seedRetryPolicy, type RetryDecision } from "./retry";
import { DemoStepError } from "./step-error";

/** What the SDK throws when DynamoDB Local answers past the request timeout, wrapped as ElectroDB and a step do. */
const timedOut = (step = "groups") => {
  const sdk = Object.assign(new Error("a request has exceeded the configured 2500 ms requestTimeout."), {
    name: "TimeoutError",
  });
  return new DemoStepError(step, new Error("Error thrown by DynamoDB client", { cause: sdk }));
};
const bug = () => new DemoStepError("shop", new TypeError("Cannot read properties of undefined (reading 'id')"));

const waits = (decisions: RetryDecision[]) =>
  decisions.map((decision) => (decision.retry ? decision.waitMs : "gives up"));

describe("the demo seed's retry policy", () => {
  it("keeps trying a busy machine while each attempt finishes a step, however many attempts that takes", () => {
    const policy = seedRetryPolicy();
    // The old seed gave up after its fifth failed attempt, making progress or not.
    const decisions = Array.from({ length: 30 }, () => policy({ error: timedOut(), stepsDone: 1 }));
    expect(decisions.every((decision) => decision.retry)).toBe(true);
    expect(new Set(waits(decisions))).toEqual(new Set([patientLimits.firstWaitMs]));
  });

  it("waits longer after each attempt without progress, up to a minute, and gives up only after a run of them", () => {
    const policy = seedRetryPolicy();
    const decisions = Array.from({ length: patientLimits.busyAttempts }, () =>
      policy({ error: timedOut(), stepsDone: 0 }),
    );
    expect(waits(decisions)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, "gives up"]);
    expect(decisions.at(-1)!.message).toContain("8 times in a row without progress");
  });

  it("starts the count and the waits over once an attempt makes progress again", () => {
    const policy = seedRetryPolicy();
    const before = [0, 0, 0].map(() => policy({ error: timedOut(), stepsDone: 0 }));
    const after = [2, 0, 0].map((stepsDone) => policy({ error: timedOut(), stepsDone }));
    expect(waits(before)).toEqual([2_000, 4_000, 8_000]);
    expect(waits(after)).toEqual([2_000, 2_000, 4_000]);
    expect(after[2]!.message).toContain("2 attempt(s) in a row without progress, of 8 allowed");
  });

  it("gives up soon on an error waiting does not cure (a bug), not after minutes", () => {
    const policy = seedRetryPolicy();
    expect(waits([policy({ error: bug(), stepsDone: 0 }), policy({ error: bug(), stepsDone: 0 })])).toEqual([
      2_000,
      "gives up",
    ]);
  });

  it("says in one line what failed, where, and what it waits for", () => {
    const decision = seedRetryPolicy()({ error: timedOut("calendar"), stepsDone: 3 });
    expect(decision.message).toBe(
      'DynamoDB Local answered too late (in the "calendar" step: a request has exceeded the configured 2500 ms ' +
        "requestTimeout.): the machine is busy. Waiting 2 s for it to catch up, then going on from the last " +
        "finished step (it finished 3 step(s) first)…",
    );
  });
});

describe("seedPatiently", () => {
  const finished = { finished: true } as SeedLogins;

  it("runs the seed again after each failure the policy allows, counting the steps each attempt finished", async () => {
    const attempts: number[] = [];
    const slept: number[] = [];
    const logged: string[] = [];
    const failures = [2, 0]; // the first attempt finishes two steps, the second none, the third all
    const seed = async (options: SeedOptions) => {
      const steps = failures[attempts.length];
      attempts.push(attempts.length);
      if (steps === undefined) return finished;
      for (let step = 0; step < steps; step++) options.onStep?.(`s${step}`, "done");
      throw timedOut();
    };
    const seen: string[] = [];
    const result = await seedPatiently(
      seed,
      { onStep: (step) => seen.push(step) },
      async (ms) => void slept.push(ms),
      seedRetryPolicy(),
      (message) => logged.push(message),
    );
    expect(result).toBe(finished);
    expect(attempts).toHaveLength(3);
    expect(slept).toEqual([2_000, 2_000]);
    expect(logged[0]).toContain("it finished 2 step(s) first");
    expect(logged[1]).toContain("1 attempt(s) in a row without progress");
    expect(seen).toEqual(["s0", "s1"]); // the caller's own onStep still hears every step
  });

  it("ends without another attempt when a stop is asked during the wait, and rethrows what the policy gives up on", async () => {
    let stop = false;
    let calls = 0;
    const seed = async () => {
      calls += 1;
      throw timedOut();
    };
    const stopped = await seedPatiently(
      seed,
      { shouldStop: () => stop },
      async () => void (stop = true),
      seedRetryPolicy(),
      () => {},
    );
    expect([stopped, calls]).toEqual([undefined, 1]);

    const giveUp = seedRetryPolicy({ ...patientLimits, otherAttempts: 1 });
    await expect(
      seedPatiently(
        async () => Promise.reject(bug()),
        {},
        async () => {},
        giveUp,
        () => {},
      ),
    ).rejects.toThrow(DemoStepError);
  });
});
