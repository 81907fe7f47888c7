/** Which way a figure is better: more (people, visits), less (leavers, turnover), or neither. */
export type Better = "up" | "down" | "neutral";

/** How a figure moved against its comparison period. */
export interface Change {
  /** current − previous, to one decimal. */
  delta: number;
  /** delta ÷ previous; null when the previous value is 0 (no share of nothing). */
  share: number | null;
  direction: "up" | "down" | "same";
  /** good or bad by `Better`; neutral when it did not move or neither way is better. */
  tone: "good" | "bad" | "neutral";
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The change of a figure; null when either value is missing (nothing to compare with). */
export function changeOf(current: number | null, previous: number | null | undefined, better: Better): Change | null {
  if (current === null || previous === null || previous === undefined) return null;
  const delta = oneDecimal(current - previous);
  const direction = delta > 0 ? "up" : delta < 0 ? "down" : "same";
  const tone = direction === "same" || better === "neutral" ? "neutral" : direction === better ? "good" : "bad";
  return { delta, share: previous === 0 ? null : delta / previous, direction, tone };
}
