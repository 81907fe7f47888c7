import { eventColors } from "@intranet/contracts/calendar";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * An event: a one-off event or a series (product-spec §3 Event), the truth its occurrence records
 * and range entries are checked against. Access patterns:
 * - by id: Get pk = clientId + eventId (every route: the occurrence id names its event);
 * - many by id: BatchGet (a range read checks its entries against their series);
 * - every event of a tenant: Query gsi2 pk = clientId, sk = eventId (search's re-index).
 *
 * Visibility (docs in visibility.ts): an occurrence record or range entry counts only while it was
 * written for the series' current `version` (a series-wide rewrite), its occurrence's `revs` entry
 * (an occurrence changed on its own), is not `removed` and not cut off by `endsBefore` (a split).
 * `stamp` is the last committed write's token: every write is conditioned on the one it read.
 */
export const CalEventEntity = defineEntity({
  model: { entity: "calEvent", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    eventId: { type: "string", required: true },
    organizerId: { type: "string", required: true },
    name: { type: "string", required: true },
    description: { type: "string", required: true },
    /** IANA zone of the wall-clock date and times. */
    timeZone: { type: "string", required: true },
    /** The first day (DTSTART's date) and the times, in `timeZone`. */
    date: { type: "string", required: true },
    start: { type: "string", required: true },
    end: { type: "string", required: true },
    color: { type: eventColors, required: true },
    /** `{ userIds, audiences }` (contracts `Members`). */
    members: { type: "any", required: true },
    link: { type: "string", required: true },
    comment: { type: "string", required: true },
    /** A series' rule as the SPA edits it (contracts `Repeat`) and as RFC 5545 text (DTSTART + RRULE). */
    repeat: { type: "any" },
    rrule: { type: "string" },
    /** Visible occurrences now. */
    occurrences: { type: "number", required: true },
    /** The first occurrence's id (a one-off's only one: it keeps it when moved). */
    firstId: { type: "string", required: true },
    version: { type: "string", required: true },
    stamp: { type: "string", required: true },
    /** Occurrence id → rev token of the occurrences changed on their own. */
    revs: { type: "any", required: true },
    /** Cancelled occurrence ids. */
    removed: { type: "list", items: { type: "string" }, required: true },
    /** After a split: occurrences whose original day (yyyymmdd) is this or later belong to no one. */
    endsBefore: { type: "string" },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "eventId"] },
      sk: { field: "sk", composite: [] },
    },
    byTenant: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId"] },
      sk: { field: "gsi2sk", composite: ["eventId"] },
    },
  },
});

export type CalEventRecord = EntityItem<typeof CalEventEntity>;
