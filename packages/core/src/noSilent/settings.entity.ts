import { defineEntity, type EntityItem } from "../db/entity";

/** Who receives a company's reports (product-spec §6): one item per company; absent = its admins. */
export const ReportSettingsEntity = defineEntity({
  model: { entity: "noSilentSettings", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    /** contracts `Audience[]`. */
    recipients: { type: "any", required: true },
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

export type ReportSettingsRecord = EntityItem<typeof ReportSettingsEntity>;
