import type { EventColor, Members } from "@intranet/contracts/calendar";
import { batchWrite } from "../db";
import { mapLimited } from "../platform";
import type { CalEntryRecord } from "./entry.entity";
import { db } from "./entities";
import type { CalEventRecord } from "./event.entity";
import { entryLabels, membersOf } from "./members";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { compactInstant } from "./time";

/** One occurrence's time: the wall-clock day and times in its zone, and the UTC instants. */
export interface Slot {
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  start: string;
  end: string;
}

/** The fields an occurrence changed on its own keeps apart from its series. */
export interface OwnFields {
  name: string;
  description: string;
  color: EventColor;
  link: string;
  comment: string;
  members: Members;
}

export type SeriesFields = Pick<
  CalEventRecord,
  "clientId" | "eventId" | "organizerId" | "name" | "description" | "color" | "link" | "comment" | "members" | "repeat"
>;

/** The write a record belongs to: the series version, and the occurrence's rev when changed on its own. */
export interface WriteMark {
  version: string;
  rev?: string | undefined;
}

/** The fields that show for an occurrence: its own when detached, else its series'. */
export function fieldsOf(series: SeriesFields, occurrence?: CalOccurrenceRecord): OwnFields {
  const own = occurrence?.detached ? occurrence : undefined;
  return {
    name: own?.name ?? series.name,
    description: own?.description ?? series.description,
    color: own?.color ?? series.color,
    link: own?.link ?? series.link,
    comment: own?.comment ?? series.comment,
    members: membersOf(own?.members ?? series.members),
  };
}

export function occurrenceRecord(
  series: SeriesFields,
  occurrenceId: string,
  slot: Slot,
  mark: WriteMark,
  own?: OwnFields,
): CalOccurrenceRecord {
  const members = own?.members ?? membersOf(series.members);
  return {
    clientId: series.clientId,
    eventId: series.eventId,
    occurrenceId,
    // Unique per write: the record it replaces stays until the series flips.
    stamp: mark.rev ?? mark.version,
    version: mark.version,
    ...(mark.rev ? { rev: mark.rev } : {}),
    ...slot,
    labels: entryLabels(series.organizerId, members),
    detached: own !== undefined,
    ...(own ?? {}),
  };
}

const sortKeyOf = (occurrence: CalOccurrenceRecord) =>
  `${compactInstant(occurrence.start)}#${occurrence.occurrenceId}#${occurrence.stamp}`;

/** What a calendar cell shows of an occurrence (its entries carry it; the event view starts with it). */
export function cellOf(series: SeriesFields, occurrence: CalOccurrenceRecord) {
  const { name, color } = fieldsOf(series, occurrence);
  return {
    name,
    start: occurrence.start,
    end: occurrence.end,
    date: occurrence.date,
    startTime: occurrence.startTime,
    endTime: occurrence.endTime,
    timeZone: occurrence.timeZone,
    color,
    organizerId: series.organizerId,
    recurring: series.repeat !== undefined && series.repeat !== null,
    detached: occurrence.detached,
  };
}

/** The range entries of an occurrence record: one per label. */
export function entriesOf(series: SeriesFields, occurrence: CalOccurrenceRecord): CalEntryRecord[] {
  const cell = cellOf(series, occurrence);
  return occurrence.labels.map((label) => ({
    clientId: occurrence.clientId,
    label,
    sortKey: sortKeyOf(occurrence),
    occurrenceId: occurrence.occurrenceId,
    eventId: occurrence.eventId,
    version: occurrence.version,
    ...(occurrence.rev ? { rev: occurrence.rev } : {}),
    ...cell,
  }));
}

/** BatchWrite calls in flight at once (25 items each). */
const PARALLEL = 8;
const OCCURRENCE_KEY = ["clientId", "eventId", "occurrenceId", "stamp"] as const;
const ENTRY_KEY = ["clientId", "label", "sortKey"] as const;

const chunks = <T>(items: T[], size = 25): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** Writes occurrence records and their entries (invisible until their series points at their write). */
export async function putRecords(series: SeriesFields, occurrences: CalOccurrenceRecord[]): Promise<void> {
  const { entities } = db();
  const entries = occurrences.flatMap((occurrence) => entriesOf(series, occurrence));
  await Promise.all([
    mapLimited(chunks(occurrences), PARALLEL / 2, (items) =>
      batchWrite((page) => entities.calOccurrence.put(page).go(), items, OCCURRENCE_KEY),
    ),
    mapLimited(chunks(entries), PARALLEL, (items) =>
      batchWrite((page) => entities.calEntry.put(page).go(), items, ENTRY_KEY),
    ),
  ]);
}

/** Deletes occurrence records and every entry written for them (idempotent). */
export async function dropRecords(occurrences: CalOccurrenceRecord[]): Promise<void> {
  const { entities } = db();
  const entryKeys = occurrences.flatMap((occurrence) =>
    occurrence.labels.map((label) => ({ clientId: occurrence.clientId, label, sortKey: sortKeyOf(occurrence) })),
  );
  const occurrenceKeys = occurrences.map(({ clientId, eventId, occurrenceId, stamp }) => ({
    clientId,
    eventId,
    occurrenceId,
    stamp,
  }));
  await Promise.all([
    mapLimited(chunks(entryKeys), PARALLEL, (keys) =>
      batchWrite((page) => entities.calEntry.delete(page).go(), keys, ENTRY_KEY),
    ),
    mapLimited(chunks(occurrenceKeys), PARALLEL / 2, (keys) =>
      batchWrite((page) => entities.calOccurrence.delete(page).go(), keys, OCCURRENCE_KEY),
    ),
  ]);
}

/** Best effort: what a refused write put is invisible anyway; a failure here is only logged. */
export async function dropQuietly(occurrences: CalOccurrenceRecord[]): Promise<void> {
  try {
    await dropRecords(occurrences);
  } catch (error) {
    console.error(JSON.stringify({ level: "warn", msg: "calendar cleanup failed", error: String(error) }));
  }
}
