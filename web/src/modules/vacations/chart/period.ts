import { addDays, monthStart } from "../days";

export type Span = "month" | "quarter";

/** The chart's period: a calendar month, or a quarter (three months from January, April, July, October). */
export interface Period {
  span: Span;
  from: string;
  to: string;
}

const months = { month: 1, quarter: 3 } as const;

/** The month or quarter holding `day`. */
export function periodAt(span: Span, day: string): Period {
  const month = Number(day.slice(5, 7)) - 1;
  const from = monthStart(day, span === "quarter" ? -(month % 3) : 0);
  return { span, from, to: addDays(monthStart(from, months[span]), -1) };
}

/** The period `steps` months or quarters away (negative: back). */
export const shiftPeriod = (period: Period, steps: number): Period =>
  periodAt(period.span, monthStart(period.from, steps * months[period.span]));
