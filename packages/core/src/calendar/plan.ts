import type { Repeat } from "@intranet/contracts/calendar";
import { AppError } from "../platform";
import type { Slot } from "./records";
import { occurrenceIdOf } from "./time";
import type * as ZonedModule from "./zoned";

/** The Temporal helpers, loaded on first use (never by the door's static imports). */
export type Zoned = typeof ZonedModule;
export const loadZoned = (): Promise<Zoned> => import("./zoned");

/** The wall-clock times of an event as the bodies carry them. */
export interface Times {
  date: string;
  start: string;
  end: string;
  timeZone: string;
}

export interface PlannedSlot {
  occurrenceId: string;
  slot: Slot;
}

export const slotOf = (zoned: Zoned, date: string, times: Omit<Times, "date">): Slot => ({
  date,
  startTime: times.start,
  endTime: times.end,
  timeZone: times.timeZone,
  start: zoned.instantOf(date, times.start, times.timeZone),
  end: zoned.instantOf(date, times.end, times.timeZone),
});

/**
 * The zone must be one Temporal knows; with `past`, the day may not be before today in that zone
 * (`calendar.date_in_past`) nor, today, start before this minute (`calendar.time_in_past`).
 */
export async function checkTimes(times: Times, now: Date, past: boolean): Promise<Zoned> {
  const zoned = await loadZoned();
  if (!zoned.isZone(times.timeZone)) throw new AppError("calendar.time_zone_invalid");
  if (past) {
    const today = zoned.wallOf(now, times.timeZone);
    if (times.date < today.date) throw new AppError("calendar.date_in_past");
    if (times.date === today.date && times.start < today.time) throw new AppError("calendar.time_in_past");
  }
  return zoned;
}

/**
 * A series' rule and occurrences from its first day and structured rule (rrule-temporal, loaded
 * here): `calendar.too_many_occurrences` past the limits, `calendar.repeat_incomplete` when the
 * rule yields no day at all (an end before the first matching weekday). When the given day is not
 * itself an occurrence (a Monday for a rule on Saturdays) the series would start elsewhere than the
 * person chose: refused (`calendar.date_not_in_repeat`) unless they confirmed it; then it starts at
 * its first occurrence, DTSTART being one (as calendar apps assume), the set of days the same.
 */
export async function planSeries(
  zoned: Zoned,
  eventId: string,
  times: Times,
  repeat: Repeat,
  confirmed: boolean,
): Promise<{ date: string; rule: string; slots: PlannedSlot[] }> {
  const recurrence = await import("./recurrence");
  const expansion = recurrence.seriesDays(times.date, times.start, times.timeZone, repeat);
  if (!expansion.ok)
    throw new AppError(
      expansion.reason === "too_many" ? "calendar.too_many_occurrences" : "calendar.repeat_incomplete",
    );
  const date = expansion.dates[0]!;
  if (date !== times.date && !confirmed) throw new AppError("calendar.date_not_in_repeat", {}, { firstDate: date });
  return {
    date,
    rule: recurrence.ruleText(date, times.start, times.timeZone, repeat),
    slots: expansion.dates.map((day) => ({
      occurrenceId: occurrenceIdOf(eventId, day),
      slot: slotOf(zoned, day, times),
    })),
  };
}
