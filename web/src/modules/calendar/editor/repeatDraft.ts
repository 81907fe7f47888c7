import type { Repeat, RepeatInput, RepeatPeriod, Weekday } from "@intranet/contracts/calendar";
import { weekdays as isoWeekdays } from "@intranet/contracts/calendar";

/** The repeat editor's state: "none" or a period, and both end kinds' values (switching keeps them). */
export interface RepeatDraft {
  period: "none" | RepeatPeriod;
  interval: number;
  weekdays: Weekday[];
  ends: "until" | "count";
  until: string;
  count: number;
}

/** The ISO weekday of a day ("2026-11-23" → "MO"). */
export const weekdayOf = (day: string): Weekday => isoWeekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;

export function noRepeat(date: string): RepeatDraft {
  return { period: "none", interval: 1, weekdays: [weekdayOf(date)], ends: "count", until: "", count: 10 };
}

export function repeatDraftOf(repeat: Repeat | undefined, date: string): RepeatDraft {
  if (!repeat) return noRepeat(date);
  return {
    period: repeat.period,
    interval: repeat.interval,
    weekdays: repeat.weekdays.length ? [...repeat.weekdays] : [weekdayOf(date)],
    ends: repeat.until ? "until" : "count",
    until: repeat.until ?? "",
    count: repeat.count ?? 10,
  };
}

/** The contract's `repeat` (undefined when the event does not repeat); weekdays only for a weekly one. */
export function repeatOf(draft: RepeatDraft): RepeatInput | undefined {
  if (draft.period === "none") return undefined;
  return {
    period: draft.period,
    interval: draft.interval,
    weekdays: draft.period === "week" ? isoWeekdays.filter((day) => draft.weekdays.includes(day)) : [],
    ...(draft.ends === "until" ? { until: draft.until } : { count: draft.count }),
  };
}

/** Whether two rules are the same (a changed rule reaches the series, never one occurrence). */
export const sameRepeat = (a: RepeatInput | undefined, b: RepeatInput | undefined): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
