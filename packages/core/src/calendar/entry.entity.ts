import { eventColors } from "@intranet/contracts/calendar";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The range projection: one entry per occurrence per label that may see it (`@company` for the
 * admins' view, the organizer's `user:<id>`, the labels of the members' grants), carrying what a
 * calendar cell shows. Access pattern: Query pk = clientId + label, sk between two instants — a
 * month costs one Query per label a person holds. `sortKey` = `<start, compact UTC>#<occurrenceId>#<stamp>`:
 * time-ordered, and unique per write so a pending rewrite never replaces a visible entry.
 * `version`/`rev` say which write of its series it belongs to (visibility.ts).
 */
export const CalEntryEntity = defineEntity({
  model: { entity: "calEntry", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    label: { type: "string", required: true },
    sortKey: { type: "string", required: true },
    occurrenceId: { type: "string", required: true },
    eventId: { type: "string", required: true },
    version: { type: "string", required: true },
    rev: { type: "string" },
    name: { type: "string", required: true },
    start: { type: "string", required: true },
    end: { type: "string", required: true },
    date: { type: "string", required: true },
    startTime: { type: "string", required: true },
    endTime: { type: "string", required: true },
    timeZone: { type: "string", required: true },
    color: { type: eventColors, required: true },
    organizerId: { type: "string", required: true },
    recurring: { type: "boolean", required: true },
    detached: { type: "boolean", required: true },
  },
  indexes: {
    byLabel: {
      pk: { field: "pk", composite: ["clientId", "label"] },
      sk: { field: "sk", composite: ["sortKey"] },
    },
  },
});

export type CalEntryRecord = EntityItem<typeof CalEntryEntity>;
