import type { Repeat, RepeatInput, RepeatPeriod, Weekday } from "@intranet/contracts/calendar";
import { weekdays as isoWeekdays } from "@intranet/contracts/calendar";

/** The repeat editor's state: "none" or a period, and both end kinds' values (switching keeps them). */
export interface RepeatDraft {
  period: "none" | RepeatPeriod;
  interval: number;
  weekdays: Weekday[];
  /** Whether the weekdays are the person's choice; until then they follow the event's day. */
  weekdaysChosen: boolean;
  ends: "until" | "count";
  until: string;
  count: number;
  /** The first occurrence the person agreed the series starts on when the rule skips the chosen day ("": none). */
  confirmedStart: string;
}

/** The ISO weekday of a day ("2026-11-23" → "MO"). */
export const weekdayOf = (day: string): Weekday => isoWeekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;

export function noRepeat(date: string): RepeatDraft {
  return {
    period: "none",
    interval: 1,
    weekdays: [weekdayOf(date)],
    weekdaysChosen: false,
    ends: "count",
    until: "",
    count: 10,
    confirmedStart: "",
  };
}

export function repeatDraftOf(repeat: Repeat | undefined, date: string): RepeatDraft {
  if (!repeat) return noRepeat(date);
  const own = [weekdayOf(date)];
  return {
    period: repeat.period,
    interval: repeat.interval,
    weekdays: repeat.weekdays.length ? [...repeat.weekdays] : own,
    // A saved weekly rule on this day's weekday alone moves with the day, as a new one does.
    weekdaysChosen: repeat.weekdays.length > 0 && !sameDays(repeat.weekdays, own),
    ends: repeat.until ? "until" : "count",
    until: repeat.until ?? "",
    count: repeat.count ?? 10,
    confirmedStart: "",
  };
}

const sameDays = (a: readonly Weekday[], b: readonly Weekday[]) =>
  a.length === b.length && a.every((day) => b.includes(day));

/** The rule after the event's day changed: untouched weekdays become the new day's own (issue 31). */
export function withDay(repeat: RepeatDraft, date: string): RepeatDraft {
  if (repeat.weekdaysChosen || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return repeat;
  return { ...repeat, weekdays: [weekdayOf(date)] };
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
