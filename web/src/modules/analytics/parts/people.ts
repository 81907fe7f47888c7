import type { PeopleRow } from "@intranet/contracts/analytics";

/** The period's movement of several rows together (the positions, which have no total of their own). */
export interface Movement {
  headcount: number;
  hires: number;
  leavers: number;
  averageHeadcount: number;
  /** leavers ÷ average headcount × 100; null when nobody was employed. */
  turnover: number | null;
}

export function movementOf(rows: readonly PeopleRow[]): Movement {
  const sum = (pick: (row: PeopleRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const averageHeadcount = sum((row) => row.averageHeadcount);
  const leavers = sum((row) => row.leavers);
  return {
    headcount: sum((row) => row.headcount),
    hires: sum((row) => row.hires),
    leavers,
    averageHeadcount,
    turnover: averageHeadcount > 0 ? Math.round((leavers / averageHeadcount) * 1000) / 10 : null,
  };
}
