import type { EventChangeDetail } from "@intranet/contracts/calendar";
import { publishAfterWrite, type DomainEvent } from "../events";
import type { AutoSlot } from "@intranet/contracts/autoTexts";
import { slotOf, whenText } from "./time";

/**
 * The calendar's bus events, published after their write committed. `event.changed`: created,
 * changed, moved, or some occurrences cancelled; `event.deleted`: the whole event is gone (its
 * records are purged by the subscriber). Subscribers re-read the series; the detail carries what a
 * deletion leaves nowhere else (the members before, the name, the time).
 */
export interface CalendarChange extends EventChangeDetail {
  organizerId: string;
  /** The neutral time text of the (first) touched occurrence: `2026-11-27 10:00–11:00 (Europe/Kyiv)`. */
  when: string;
  /** The same time as a value (autoTexts.ts), written in each reader's language and format. */
  slot?: AutoSlot;
  /** The write's token: the notifications of one change share a dedupe key and a time. */
  stamp: string;
  /** Told by another event of the same write (the shortened half of a split): no notifications. */
  silent?: boolean;
}

export interface CalendarEventDetails {
  "event.changed": CalendarChange;
  "event.deleted": CalendarChange;
}

export type CalendarEventType = keyof CalendarEventDetails;
export type CalendarEvent = {
  [T in CalendarEventType]: DomainEvent<T, CalendarEventDetails[T]>;
}[CalendarEventType];
export const calendarEventTypes: CalendarEventType[] = ["event.changed", "event.deleted"];

export async function publish(...events: CalendarEvent[]): Promise<void> {
  await publishAfterWrite(events);
}

/**
 * The bus event of a change (`event.changed`, or `event.deleted` for a whole event gone), from the
 * series and the (first) touched occurrence as they are after it.
 */
export function changeEvent(
  tenantId: string,
  series: { eventId: string; organizerId: string; name: string },
  touched: { start: string; date: string; startTime: string; endTime: string; timeZone: string },
  change: Pick<CalendarChange, "change" | "occurrenceIds" | "actorId" | "stamp" | "previousMembers" | "silent">,
  type: CalendarEventType = "event.changed",
): CalendarEvent {
  const detail: CalendarChange = {
    eventId: series.eventId,
    organizerId: series.organizerId,
    name: series.name,
    start: touched.start,
    when: whenText(touched),
    slot: slotOf(touched),
    ...change,
  };
  return { type, tenantId, detail };
}
