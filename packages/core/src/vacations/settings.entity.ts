import { dayCounts } from "@intranet/contracts/vacations";
import { defineEntity, type EntityItem } from "../db/entity";

/** A company's vacation settings (absent: calendar days, no approval, 28 days a year). */
export const VacationSettingsEntity = defineEntity({
  model: { entity: "vacationSettings", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    dayCount: { type: dayCounts, required: true },
    approval: { type: "boolean", required: true },
    yearlyDays: { type: "number", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type VacationSettingsRecord = EntityItem<typeof VacationSettingsEntity>;
