import type { DatedEntryView, Repeat } from "@intranet/contracts/calendar";
import type { CalEventRecord } from "./event.entity";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { fieldsOf } from "./records";
import { dayOfId } from "./time";

/**
 * iCalendar text (RFC 5545) through ical-generator, loaded only here. Times are written as wall
 * clock with the event's TZID, so a series keeps its local time, and each zone used gets its
 * VTIMEZONE (rules from timezones-ical-library's IANA data): without it parsers such as ical.js
 * read the times as floating, and another zone's or a summer date's instant shifts.
 */

const PRODUCT = { company: "intranet", product: "calendar" };
const local = (date: string, time: string) => `${date}T${time}:00`;
const isoDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
/** ical-generator writes "UTC" without a TZID as if the wall time were the server's: name it a zone. */
const tzidOf = (timeZone: string) => (timeZone === "UTC" ? "Etc/UTC" : timeZone);

type Calendar = Awaited<ReturnType<typeof newCalendar>>;

async function newCalendar(name: string) {
  const [{ default: ical }, { tzlib_get_ical_block }] = await Promise.all([
    import("ical-generator"),
    import("timezones-ical-library"),
  ]);
  /** The zone's VTIMEZONE under the very TZID the events name (the library answers an alias, Europe/Kiev, as Europe/Kyiv). */
  const vtimezone = (zone: string): string | null => {
    const [block] = tzlib_get_ical_block(zone);
    return block ? block.replace(/^TZID:.*$/m, `TZID:${zone}`) : null;
  };
  return ical({ name, prodId: PRODUCT, timezone: { name: null, generator: vtimezone } });
}

function addOccurrence(
  calendar: Calendar,
  uid: string,
  series: CalEventRecord,
  record: CalOccurrenceRecord,
  stamp: Date,
) {
  const fields = fieldsOf(series, record);
  return calendar.createEvent({
    id: uid,
    start: local(record.date, record.startTime),
    end: local(record.date, record.endTime),
    timezone: tzidOf(record.timeZone),
    summary: fields.name,
    description: [fields.description, fields.comment].filter(Boolean).join("\n\n") || null,
    ...(fields.link ? { url: fields.link, location: fields.link } : {}),
    stamp,
  });
}

/**
 * One event: a one-off as one VEVENT; a series as one VEVENT with its RRULE and an EXDATE per
 * cancelled day, plus a VEVENT with RECURRENCE-ID for each occurrence changed on its own. UID
 * `<eventId>@intranet`, stable across edits.
 */
export async function eventCalendar(series: CalEventRecord, current: CalOccurrenceRecord[]): Promise<string> {
  const calendar = await newCalendar(series.name);
  const uid = `${series.eventId}@intranet`;
  const stamp = new Date(series.updatedAt);
  const repeat = series.repeat as Repeat | undefined;
  const rrule = series.rrule?.split("\n").find((line) => line.startsWith("RRULE:"));
  if (!repeat || !rrule) {
    if (current[0]) addOccurrence(calendar, uid, series, current[0], stamp);
    return calendar.toString();
  }
  const exdates = series.removed.map(
    (occurrenceId) =>
      `EXDATE;TZID=${tzidOf(series.timeZone)}:${dayOfId(occurrenceId)}T${series.start.replace(":", "")}00`,
  );
  calendar.createEvent({
    id: uid,
    start: local(series.date, series.start),
    end: local(series.date, series.end),
    timezone: tzidOf(series.timeZone),
    summary: series.name,
    description: [series.description, series.comment].filter(Boolean).join("\n\n") || null,
    ...(series.link ? { url: series.link, location: series.link } : {}),
    repeating: [rrule, ...exdates].join("\n"),
    stamp,
  });
  for (const record of current.filter((occurrence) => occurrence.detached))
    addOccurrence(calendar, uid, series, record, stamp).recurrenceId(
      local(isoDay(dayOfId(record.occurrenceId)), series.start),
    );
  return calendar.toString();
}

/**
 * A person's feed: every occurrence as its own VEVENT (`<occurrenceId>@intranet`), exactly what they
 * may see, and the days other modules mark for them as all-day VEVENTs (`<source>-<id>@intranet`).
 */
export async function feedCalendar(
  name: string,
  items: Array<{ series: CalEventRecord; occurrence: CalOccurrenceRecord }>,
  dated: { entries: DatedEntryView[]; origin: string; now: Date } = { entries: [], origin: "", now: new Date() },
): Promise<string> {
  const calendar = await newCalendar(name);
  for (const { series, occurrence } of items)
    addOccurrence(calendar, `${occurrence.occurrenceId}@intranet`, series, occurrence, new Date(series.updatedAt));
  for (const entry of dated.entries)
    calendar.createEvent({
      id: `${entry.source}-${entry.id}@intranet`,
      allDay: true,
      start: entry.day,
      end: dayAfter(entry.endDay),
      summary: entry.title,
      url: `${dated.origin}${entry.path}`,
      stamp: dated.now,
    });
  return calendar.toString();
}

/** The ISO day after one: an all-day VEVENT's DTEND is exclusive. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
