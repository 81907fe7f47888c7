import { countDynamoCalls } from "@intranet/core/testing";
import { ms, table } from "./markdown";
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

/** Named reads of one company size, as a module suite compares them across sizes. */
export type ReadCases = ReadonlyArray<readonly [label: string, read: () => Promise<unknown>]>;

/**
 * A module suite's "same pages, a small and a big company" table: each size's reads measured with
 * `timedReads`, a row each, then a verdict per read: whether its DynamoDB calls stayed the same and
 * the ratio of the big company's median to the small one's.
 */
export function readsBySize(unit: string, reads: number) {
  const rows: string[][] = [];
  const measured = new Map<string, { calls: string; p50: number }>();
  const sizes: number[] = [];
  return {
    async measure(size: number, cases: ReadCases): Promise<void> {
      sizes.push(size);
      for (const [label, read] of cases) {
        const result = await timedReads(read, reads);
        measured.set(`${label} ${size}`, { calls: callsText(result.calls), p50: result.time.p50 });
        rows.push([
          `${label}, ${size.toLocaleString("en")} ${unit}`,
          callsText(result.calls),
          ms(result.time.p50),
          ms(result.time.mean),
          ms(result.time.p95),
        ]);
      }
    },
    table: () => table(["Read", "DynamoDB calls", "p50", "mean", "p95"], rows),
    verdict(labels: readonly string[]): string {
      const smallest = Math.min(...sizes);
      const biggest = Math.max(...sizes);
      return labels
        .map((label) => {
          const small = measured.get(`${label} ${smallest}`)!;
          const big = measured.get(`${label} ${biggest}`)!;
          const same = small.calls === big.calls ? "the same" : "DIFFERENT";
          return `${label}: calls ${same}, p50 ratio ${(big.p50 / small.p50).toFixed(2)}×`;
        })
        .join("; ");
    },
  };
}
