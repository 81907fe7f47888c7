import type { AutoSlot } from "@intranet/contracts/autoTexts";

/**
 * Light helpers on ids and times (no Temporal): occurrence ids, compact instants for sort keys,
 * the neutral "when" text of notifications.
 */

/** `<eventId>_<yyyymmdd of the occurrence's original day>`: expanding a rule again names the same ones. */
export const occurrenceIdOf = (eventId: string, date: string): string => `${eventId}_${date.replaceAll("-", "")}`;

const OCCURRENCE_ID = /^([0-9A-Za-z]{10,40})_(\d{8})$/;

/** The event and original day (yyyymmdd) an occurrence id names; undefined for anything else. */
export function parseOccurrenceId(occurrenceId: string): { eventId: string; day: string } | undefined {
  const match = OCCURRENCE_ID.exec(occurrenceId);
  return match ? { eventId: match[1]!, day: match[2]! } : undefined;
}

/** The original day (yyyymmdd) of an occurrence id. */
export const dayOfId = (occurrenceId: string): string => occurrenceId.slice(occurrenceId.lastIndexOf("_") + 1);

/** `2026-11-27T08:00:00Z` → `20261127T0800Z`: sorts as the instant does. */
export const compactInstant = (iso: string): string => `${iso.replace(/[-:]/g, "").slice(0, 13)}Z`;

/** An instant moved by some milliseconds, ISO 8601 UTC. */
export const shifted = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();

/** What a notification says about the time: `2026-11-27 10:00–11:00 (Europe/Kyiv)`, the same in every language. */
export const whenText = (slot: { date: string; startTime: string; endTime: string; timeZone: string }): string =>
  `${slot.date} ${slot.startTime}–${slot.endTime} (${slot.timeZone})`;

/** The time of an occurrence as a notification's value (autoTexts.ts): the reader's language writes it. */
export const slotOf = (slot: AutoSlot): AutoSlot => ({
  date: slot.date,
  startTime: slot.startTime,
  endTime: slot.endTime,
  timeZone: slot.timeZone,
});

/** The SPA path that opens an occurrence. */
export const occurrenceLink = (occurrenceId: string): string => `/calendar/?event=${encodeURIComponent(occurrenceId)}`;
