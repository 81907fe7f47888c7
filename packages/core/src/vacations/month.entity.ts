import { vacationStatuses } from "@intranet/contracts/vacations";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The chart's index: a copy of a vacation in each month it touches (at most four: a vacation lasts
 * at most 90 days), written and removed in the vacation's own transactions. A chart of any period
 * reads one Query per month, whatever the company holds in other months.
 * Access pattern: pk = clientId + month (yyyy-mm), sk = userId + vacationId.
 */
export const VacationMonthEntity = defineEntity({
  model: { entity: "vacationMonth", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    month: { type: "string", required: true },
    userId: { type: "string", required: true },
    vacationId: { type: "string", required: true },
    start: { type: "string", required: true },
    end: { type: "string", required: true },
    days: { type: "number", required: true },
    status: { type: vacationStatuses, required: true },
  },
  indexes: {
    byMonth: {
      pk: { field: "pk", composite: ["clientId", "month"] },
      sk: { field: "sk", composite: ["userId", "vacationId"] },
    },
  },
});

export type VacationMonthRecord = EntityItem<typeof VacationMonthEntity>;
