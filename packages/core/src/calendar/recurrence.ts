// rrule-temporal uses the global Temporal when there is one: the same implementation as zoned.ts.
import "temporal-polyfill/global";
import { Temporal } from "temporal-polyfill";
import { RRuleTemporal } from "rrule-temporal";
import { calendarLimits, type Repeat } from "@intranet/contracts/calendar";
import { addYears, endOfDayUtc } from "./zoned";

/**
 * Repetition (spec §3): the RFC 5545 rule of a series and its expansion into days. Loaded only
 * with `await import("./recurrence")` (rrule-temporal and the Temporal polyfill are heavy). Days
 * are wall-clock days in the event's zone, so a weekly 10:00 stays 10:00 across clock changes.
 */

const FREQ = { day: "DAILY", week: "WEEKLY", month: "MONTHLY", year: "YEARLY" } as const;
const compactDay = (date: string) => date.replaceAll("-", "");

/** DTSTART;TZID + RRULE of a series from its first day, start time and structured rule. */
export function ruleText(date: string, start: string, timeZone: string, repeat: Repeat): string {
  const parts = [`FREQ=${FREQ[repeat.period]}`];
  if (repeat.interval > 1) parts.push(`INTERVAL=${repeat.interval}`);
  // Weekdays shape weekly rules only: the SPA offers them for that period.
  if (repeat.period === "week") parts.push(`BYDAY=${repeat.weekdays.join(",")}`);
  if (repeat.until !== undefined) parts.push(`UNTIL=${endOfDayUtc(repeat.until, timeZone)}`);
  if (repeat.count !== undefined) parts.push(`COUNT=${repeat.count}`);
  return `DTSTART;TZID=${timeZone}:${compactDay(date)}T${start.replace(":", "")}00\nRRULE:${parts.join(";")}`;
}

export type Expansion = { ok: true; dates: string[] } | { ok: false; reason: "too_many" | "empty" };

/**
 * The days a rule produces, in order. More than `occurrencesMax` of them, or one further than
 * `seriesYearsMax` years from the first day, is `too_many` (nothing past the limit is computed);
 * none at all (an end before the first matching day) is `empty`.
 */
export function expandDays(rule: string, firstDay: string): Expansion {
  const limit = Temporal.PlainDate.from(addYears(firstDay, calendarLimits.seriesYearsMax));
  let overflow = false;
  const dates = new RRuleTemporal({ rruleString: rule })
    .all((zoned, index) => {
      if (index >= calendarLimits.occurrencesMax || Temporal.PlainDate.compare(zoned.toPlainDate(), limit) > 0) {
        overflow = true;
        return false;
      }
      return true;
    })
    .map((zoned) => zoned.toPlainDate().toString());
  if (overflow) return { ok: false, reason: "too_many" };
  if (!dates.length) return { ok: false, reason: "empty" };
  return { ok: true, dates };
}

/** The RRULE line alone (for an .ics VEVENT, whose DTSTART is written separately). */
export const rruleLine = (rule: string): string => rule.split("\n").find((line) => line.startsWith("RRULE:")) ?? "";
