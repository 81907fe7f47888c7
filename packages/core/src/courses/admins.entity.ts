import { defineEntity, type EntityItem } from "../db/entity";

/** A company's course admins (product-spec §6: set per client). Get pk = clientId. */
export const CourseAdminsEntity = defineEntity({
  model: { entity: "courseAdmins", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userIds: { type: "list", items: { type: "string" }, required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type CourseAdminsRecord = EntityItem<typeof CourseAdminsEntity>;
