import { Temporal } from "temporal-polyfill";

/**
 * Wall time ↔ instants in IANA zones (Temporal). Loaded only with `await import("./zoned")` by the
 * functions that need it: the polyfill stays out of the door's cold import.
 */

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** An IANA zone name Temporal knows ("Europe/Kyiv", "UTC"); offsets like "+03:00" are not zones. */
export function isZone(timeZone: string): boolean {
  if (!ZONE_NAME.test(timeZone)) return false;
  try {
    Temporal.Now.zonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant (ISO 8601 UTC, `2026-11-27T08:00:00Z`) of a wall-clock day and time in a zone. A time
 * skipped by a clock change resolves as most calendars do ("compatible": moved forward by the gap).
 */
export function instantOf(date: string, time: string, timeZone: string): string {
  const zoned = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone, {
    disambiguation: "compatible",
  });
  return zoned.toInstant().toString();
}

/** The wall-clock day and minute (`HH:mm`) of an instant in a zone. */
export function wallOf(at: Date, timeZone: string): { date: string; time: string } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  return { date: zoned.toPlainDate().toString(), time: zoned.toPlainTime().toString().slice(0, 5) };
}

/** The instant a day starts in a zone (not always 00:00: some zones change clocks at midnight). */
export function dayStart(date: string, timeZone: string): string {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).toInstant().toString();
}

/** A day plus (or minus) whole days. */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
