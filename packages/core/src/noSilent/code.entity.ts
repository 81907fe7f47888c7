import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The way back into an anonymous report: keyed by the SHA-256 of its follow-up code, so the table
 * never holds a code (whoever reads the table cannot use it) and the public follow-up finds the
 * report with one strong Get. The one item of the product not keyed tenant first: the code is its
 * own authority, and the tenant is read from the item (docs/modules/noSilent.md).
 */
export const ReportCodeEntity = defineEntity({
  model: { entity: "noSilentCode", version: "1", service: "intranet" },
  attributes: {
    codeHash: { type: "string", required: true },
    clientId: { type: "string", required: true },
    reportId: { type: "string", required: true },
  },
  indexes: {
    byHash: {
      pk: { field: "pk", composite: ["codeHash"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type ReportCodeRecord = EntityItem<typeof ReportCodeEntity>;
