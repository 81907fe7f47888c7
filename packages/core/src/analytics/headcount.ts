import type { AnalyticsPeriod, TurnoverTotals } from "@intranet/contracts/analytics";
import { addDays } from "../platform";
import { daysFrom } from "./days";
import type { TallyItem } from "./tallies";

/** One day's movement in a scope (and position): hired, left, moved in, moved out. */
export interface Moves {
  h: number;
  l: number;
  i: number;
  o: number;
}

/** Movement by position key ("" = every position) and day, from a scope's flow buckets. */
export type Flows = Map<string, Map<string, Moves>>;

const FLOW = /^([hlio])_(\d\d)(?:_(\w+))?$/;

export function flowsOf(items: TallyItem[]): Flows {
  const flows: Flows = new Map();
  for (const item of items)
    for (const [name, amount] of Object.entries(item.counters)) {
      const match = FLOW.exec(name);
      if (!match) continue;
      const [, kind, day, position = ""] = match as unknown as [string, keyof Moves, string, string | undefined];
      const byDay = flows.get(position) ?? flows.set(position, new Map()).get(position)!;
      const moves = byDay.get(`${item.bucket}-${day}`) ?? { h: 0, l: 0, i: 0, o: 0 };
      moves[kind] += amount;
      byDay.set(`${item.bucket}-${day}`, moves);
    }
  return flows;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Headcount per day of a period, from today's headcount `now` and the movement: H(D) counts
 * everyone whose membership started on or before D and did not end before D (the last day is a
 * working day), so H(D) = now − Σ starts after D + Σ ends on or after D, and going back a day
 * H(D − 1) = H(D) − starts(D) + ends(D − 1). `byDay` must hold every day from `from` on.
 */
export function headcounts(now: number, byDay: Map<string, Moves>, from: string, to: string): number[] {
  let at = now;
  for (const [day, moves] of byDay) {
    if (day > to) at -= moves.h + moves.i;
    if (day >= to) at += moves.l + moves.o;
  }
  const days = daysFrom(from, to);
  const series = new Array<number>(days.length);
  for (let index = days.length - 1; index >= 0; index--) {
    series[index] = at;
    const moves = byDay.get(days[index]!);
    const before = byDay.get(addDays(days[index]!, -1));
    at = at - (moves ? moves.h + moves.i : 0) + (before ? before.l + before.o : 0);
  }
  return series;
}

/** Turnover over a period (product-spec §9): leavers ÷ average daily headcount × 100. */
export function turnoverOf(
  now: number,
  byDay: Map<string, Moves> | undefined,
  period: Pick<AnalyticsPeriod, "from" | "to">,
): TurnoverTotals {
  const moves = byDay ?? new Map<string, Moves>();
  const series = headcounts(now, moves, period.from, period.to);
  const average = series.reduce((sum, value) => sum + value, 0) / series.length;
  const sum = { h: 0, l: 0, i: 0, o: 0 };
  for (const [day, day_moves] of moves)
    if (day >= period.from && day <= period.to)
      for (const kind of ["h", "l", "i", "o"] as const) sum[kind] += day_moves[kind];
  return {
    headcountStart: series[0] ?? now,
    headcountEnd: series.at(-1) ?? now,
    averageHeadcount: round(average, 2),
    hires: sum.h,
    leavers: sum.l,
    movedIn: sum.i,
    movedOut: sum.o,
    turnover: average > 0 ? round((sum.l / average) * 100, 2) : null,
  };
}

/** Average years since a day, from Σ epoch days of `count` people (one decimal); null for nobody. */
export function averageYears(
  todayEpoch: number,
  sumOfDays: number | undefined,
  count: number | undefined,
): number | null {
  return count ? round((todayEpoch - (sumOfDays ?? 0) / count) / 365.25, 1) : null;
}
