import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The directory index: one entry per person and label they hold, in display order. "Who is in this
 * audience" and the address book's filtered pages are one Query of a label's partition (pk =
 * clientId + label, sk = pin rank, last name, first name, id), paged; further filters are
 * expressions on the entry's own values. The working-time entry (label "tenure") is ordered by
 * `workingSince` instead, so a range of working time is one Query too. An entry is checked against
 * the person's card when read (a sync that stopped half way leaves no wrong answer).
 */
export const DirectoryEntryEntity = defineEntity({
  model: { entity: "directoryEntry", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    label: { type: "string", required: true },
    order: { type: "string", required: true },
    userId: { type: "string", required: true },
    /** Normalized values, for filters combined with the partition's label. */
    city: { type: "string" },
    office: { type: "string" },
    position: { type: "string" },
    /** The `in:` and `dept:` labels the person holds. */
    depts: { type: "list", items: { type: "string" } },
  },
  indexes: {
    byLabel: {
      pk: { field: "pk", composite: ["clientId", "label"] },
      sk: { field: "sk", composite: ["order"] },
    },
  },
});

export type DirectoryEntryRecord = EntityItem<typeof DirectoryEntryEntity>;
