import type { Actor } from "@intranet/contracts";
import type { EventIcsView } from "@intranet/contracts/calendar";
import { canRead } from "../audiences";
import { eventFor } from "./access";
import { grantsOfMembers, membersOf } from "./members";
import { currentOf, recordsOf } from "./store";

/**
 * GET /api/event/{id}/ics: the event as an iCalendar file — a series whole (its rule, cancelled
 * days, occurrences changed on their own). Someone invited to this occurrence only (its own
 * members) gets it alone, not the series.
 */
export async function eventIcs(actor: Actor, occurrenceId: string): Promise<EventIcsView> {
  const { clientId, series, occurrence, profile, canEdit } = await eventFor(actor, occurrenceId);
  const { eventCalendar } = await import("./ics-text");
  const wholeSeries = canEdit || canRead(profile, grantsOfMembers(membersOf(series.members)));
  const content =
    series.repeat && wholeSeries
      ? await eventCalendar(series, currentOf(series, await recordsOf(clientId, series.eventId)))
      : await eventCalendar({ ...series, repeat: undefined, rrule: undefined }, [occurrence]);
  return { fileName: `${fileNameOf(series.name)}.ics`, content };
}

/** A name safe in a Content-Disposition and on every file system (no control or reserved characters). */
const fileNameOf = (name: string): string =>
  [...name.normalize("NFKC")]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? " " : char))
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80) || "event";
