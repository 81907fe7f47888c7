import { eventColors } from "@intranet/contracts/calendar";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One occurrence of an event as one write made it (spec §3: periodic events are separate records).
 * The sort key carries the write's `stamp`, so a rewrite never overwrites the record that is still
 * visible: the new one waits beside it until the series flips to it. Access patterns:
 * - one occurrence: Query pk = clientId + eventId, sk begins with occurrenceId (its few records;
 *   the current one is picked by the series' version and revs);
 * - every record of an event: Query pk (rewrites, reminders, the purge after a deletion).
 * `occurrenceId` = `<eventId>_<yyyymmdd of its original day>`: re-expanding a rule names the same
 * occurrences again. `labels` are the range-entry partitions written for it (entry.entity.ts).
 */
export const CalOccurrenceEntity = defineEntity({
  model: { entity: "calOccurrence", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    eventId: { type: "string", required: true },
    occurrenceId: { type: "string", required: true },
    stamp: { type: "string", required: true },
    version: { type: "string", required: true },
    rev: { type: "string" },
    date: { type: "string", required: true },
    startTime: { type: "string", required: true },
    endTime: { type: "string", required: true },
    timeZone: { type: "string", required: true },
    /** UTC instants (ISO 8601). */
    start: { type: "string", required: true },
    end: { type: "string", required: true },
    labels: { type: "list", items: { type: "string" }, required: true },
    /** Changed on its own: the fields below are its, not the series'. */
    detached: { type: "boolean", required: true },
    name: { type: "string" },
    description: { type: "string" },
    color: { type: eventColors },
    link: { type: "string" },
    comment: { type: "string" },
    members: { type: "any" },
  },
  indexes: {
    byEvent: {
      pk: { field: "pk", composite: ["clientId", "eventId"] },
      sk: { field: "sk", composite: ["occurrenceId", "stamp"] },
    },
  },
});

export type CalOccurrenceRecord = EntityItem<typeof CalOccurrenceEntity>;
