import { exportStatuses } from "@intranet/contracts/exports";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * An export to Excel: who asked, what (the exporter's `kind` and its parameters), how far it got
 * and where its file is. Access pattern: Get by clientId + exportId (its status, polled by the
 * SPA; its run, by the bus subscriber). `rows` moves as the file is written; `status` ends done or
 * failed exactly once (conditioned on running).
 */
export const ExportEntity = defineEntity({
  model: { entity: "export", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    exportId: { type: "string", required: true },
    userId: { type: "string", required: true },
    kind: { type: "string", required: true },
    params: { type: "any" },
    /** Who asked, as the request saw them (roles, rights): rows are read with their access. */
    actor: { type: "any", required: true },
    status: { type: exportStatuses, required: true },
    rows: { type: "number", required: true },
    total: { type: "number" },
    fileName: { type: "string", required: true },
    key: { type: "string" },
    error: { type: "string" },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "exportId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type ExportRecord = EntityItem<typeof ExportEntity>;
