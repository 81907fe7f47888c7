import { ideaVisibilities } from "@intranet/contracts/ideas";
import { defineEntity, type EntityItem } from "../db/entity";

/** Who receives a company's ideas and who sees them: one item per company; absent = its admins, seen by all. */
export const IdeasSettingsEntity = defineEntity({
  model: { entity: "ideasSettings", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    /** contracts `Audience[]`. */
    recipients: { type: "any", required: true },
    visibility: { type: ideaVisibilities, required: true },
    updatedBy: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type IdeasSettingsRecord = EntityItem<typeof IdeasSettingsEntity>;
