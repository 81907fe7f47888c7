import { Temporal } from "temporal-polyfill";
import { RRuleTemporal } from "rrule-temporal";
import { calendarLimits } from "./limits";
import type { Repeat } from "./schemas";

/**
 * Repetition (spec §3): the RFC 5545 rule of a series and its expansion into days, the same in the
 * API (which stores the series) and the SPA (which shows the first days before saving). Heavy
 * (rrule-temporal, the Temporal polyfill): import it only with `await import(...)`, never from the
 * calendar's index. Days are wall-clock days in the event's zone, so a weekly 10:00 stays 10:00
 * across clock changes.
 */

const FREQ = { day: "DAILY", week: "WEEKLY", month: "MONTHLY", year: "YEARLY" } as const;
const compactDay = (date: string) => date.replaceAll("-", "");

/** The UTC instant, RFC 5545 form (`20261127T215959Z`), of the last second of a day in a zone. */
export function endOfDayUtc(date: string, timeZone: string): string {
  const last = Temporal.PlainDate.from(date)
    .add({ days: 1 })
    .toZonedDateTime({ timeZone })
    .subtract({ seconds: 1 })
    .toInstant()
    .toString();
  return last.replace(/[-:]/g, "").replace(/\.\d+/, "");
}

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
 * The days a rule produces, in order. More than
 * `occurrencesMax` of them, or one further than `seriesYearsMax` years from the first day, is
 * `too_many` (nothing past the limit is computed); none at all (an end before the first matching
 * day) is `empty`. Days compare as ISO text: rrule-temporal may carry its own Temporal.
 */
export function expandDays(rule: string, firstDay: string): Expansion {
  const limit = Temporal.PlainDate.from(firstDay).add({ years: calendarLimits.seriesYearsMax }).toString();
  let overflow = false;
  const dates = new RRuleTemporal({ rruleString: rule })
    .all((zoned, index) => {
      if (index >= calendarLimits.occurrencesMax || zoned.toPlainDate().toString() > limit) {
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

/**
 * The days of a series from `date`, as the API plans it (the limits checked). Its first day is not
 * `date` when the rule skips that day (a Monday chosen for a rule on Saturdays).
 */
export function seriesDays(date: string, start: string, timeZone: string, repeat: Repeat): Expansion {
  return expandDays(ruleText(date, start, timeZone, repeat), date);
}
