import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's directory card: what the address book shows of them and the labels they hold
 * (labels.ts), kept by the directory sync (sync.ts) from their record and their places in the
 * structure. Only active people have one. Access patterns: Get / BatchGet by clientId + userId (a
 * page's people, the verification of index entries). `revision` orders concurrent syncs: each
 * write is conditioned on the revision it read.
 */
export const DirectoryCardEntity = defineEntity({
  model: { entity: "directoryCard", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    /** The sort key of the person's index entries: pin rank, last name, first name, id. */
    order: { type: "string", required: true },
    labels: { type: "list", items: { type: "string" }, required: true },
    firstName: { type: "string", required: true },
    lastName: { type: "string", required: true },
    middleName: { type: "string" },
    avatar: { type: "string" },
    position: { type: "string" },
    department: { type: "string" },
    deptId: { type: "string" },
    email: { type: "string", required: true },
    phone: { type: "string" },
    internalPhone: { type: "string" },
    city: { type: "string" },
    office: { type: "string" },
    statusText: { type: "string" },
    workingSince: { type: "string" },
    pinned: { type: "boolean", required: true },
    revision: { type: "number", required: true },
    syncedAt: { type: "string", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type DirectoryCardRecord = EntityItem<typeof DirectoryCardEntity>;
