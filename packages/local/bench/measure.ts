import { countDynamoCalls } from "@intranet/core/testing";
import { summarize, type Summary } from "./stats";

/**
 * A read measured the way the module suites report it: one warm-up, the DynamoDB calls of one
 * read counted by command, then `times` timed reads.
 */
export async function timedReads<T>(
  work: () => Promise<T>,
  times: number,
): Promise<{ calls: Record<string, number>; time: Summary }> {
  const calls = countDynamoCalls();
  await work(); // warm
  calls.reset();
  await work();
  const counted = { ...calls.counts };
  calls.stop();
  const samples: number[] = [];
  for (let round = 0; round < times; round++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return { calls: counted, time: summarize(samples) };
}

/** `2 × GetItem + 1 × BatchGetItem`: counted calls as the report writes them. */
export const callsText = (calls: Record<string, number>) =>
  Object.entries(calls)
    .map(([command, count]) => `${count} × ${command.replace(/Command$/, "")}`)
    .join(" + ");
