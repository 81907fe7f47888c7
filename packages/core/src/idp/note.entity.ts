import { defineEntity, type EntityItem } from "../db/entity";

/** A note on a plan. Access pattern: a plan's notes, newest first: Query pk = clientId + planId, sk = noteId (ULID). */
export const IdpNoteEntity = defineEntity({
  model: { entity: "idpNote", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    planId: { type: "string", required: true },
    noteId: { type: "string", required: true },
    authorId: { type: "string", required: true },
    text: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byPlan: {
      pk: { field: "pk", composite: ["clientId", "planId"] },
      sk: { field: "sk", composite: ["noteId"] },
    },
  },
});

export type IdpNoteRecord = EntityItem<typeof IdpNoteEntity>;
