import { isUnavailableError } from "@intranet/core/platform";
import type { SeedLogins, SeedOptions } from "./seed";
import { DemoStepError } from "./step-error";

/** What the failed attempt of the demo seed got done: its error and how many steps it finished. */
export interface SeedFailure {
  error: unknown;
  stepsDone: number;
}

export type RetryDecision = { retry: true; waitMs: number; message: string } | { retry: false; message: string };

export interface RetryLimits {
  /** The wait after a failure that followed progress; doubled after each failure without. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** Attempts in a row that finish no step, when the database answered too late: a busy machine. */
  busyAttempts: number;
  /** The same for any other error (a bug is not cured by waiting). */
  otherAttempts: number;
}

export const patientLimits: RetryLimits = { firstWaitMs: 2_000, maxWaitMs: 60_000, busyAttempts: 8, otherAttempts: 2 };

/**
 * When the demo seed fails, whether and when to try again. On a slow or busy laptop DynamoDB Local
 * answers some calls past the SDK's request timeout; npm start must still come up, so an attempt
 * that finished a step (progress) is always followed by another after a short wait, and one that
 * did not by a longer one (doubling, up to a minute). It gives up only after `busyAttempts` attempts
 * in a row without progress (three minutes of waiting with the patient limits), or
 * `otherAttempts` for an error that is not a late or refused answer.
 */
export function seedRetryPolicy(limits: RetryLimits = patientLimits) {
  let idle = 0; // attempts in a row that finished no step
  let waitMs = limits.firstWaitMs;
  return ({ error, stepsDone }: SeedFailure): RetryDecision => {
    if (stepsDone > 0) [idle, waitMs] = [0, limits.firstWaitMs];
    else if (idle++ > 0) waitMs = Math.min(waitMs * 2, limits.maxWaitMs);
    const busy = isUnavailableError(error);
    const allowed = busy ? limits.busyAttempts : limits.otherAttempts;
    const cause = describe(error);
    if (idle >= allowed) {
      return { retry: false, message: `The demo seed failed ${idle} times in a row without progress (${cause}).` };
    }
    const progress = stepsDone
      ? `it finished ${stepsDone} step(s) first`
      : `no step finished: ${idle} attempt(s) in a row without progress, of ${allowed} allowed`;
    const what = busy
      ? `DynamoDB Local answered too late (${cause}): the machine is busy. Waiting ${seconds(waitMs)} for it to catch up`
      : `The demo seed failed (${cause}). Waiting ${seconds(waitMs)}`;
    return { retry: true, waitMs, message: `${what}, then going on from the last finished step (${progress})…` };
  };
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** Where it failed and the innermost cause (ElectroDB wraps the SDK's error), on one line. */
function describe(error: unknown): string {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause;
  const message = (innermost instanceof Error ? innermost.message : String(innermost)).split("\n")[0]!;
  return error instanceof DemoStepError ? `in the "${error.step}" step: ${message}` : message;
}

/**
 * Runs the demo seed (`seed`, seed.ts's seedDemo) until it finishes or is stopped, asking the
 * policy after each failure. `sleep` resolves early when a stop is asked; then the seed is not
 * tried again and `undefined` is returned.
 */
export async function seedPatiently(
  seed: (options: SeedOptions) => Promise<SeedLogins>,
  options: SeedOptions,
  sleep: (ms: number) => Promise<void>,
  policy = seedRetryPolicy(),
  log: (message: string) => void = console.warn,
): Promise<SeedLogins | undefined> {
  for (;;) {
    let stepsDone = 0;
    try {
      return await seed({
        ...options,
        onStep: (step, phase) => {
          if (phase === "done") stepsDone += 1;
          options.onStep?.(step, phase);
        },
      });
    } catch (error) {
      if (options.shouldStop?.()) throw error;
      const decision = policy({ error, stepsDone });
      log(decision.message);
      if (!decision.retry) throw error;
      await sleep(decision.waitMs);
      if (options.shouldStop?.()) return undefined;
    }
  }
}
