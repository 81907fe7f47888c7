import type { Actor } from "@intranet/contracts";
import type { ExportView } from "@intranet/contracts/exports";
import { publishAfterWrite } from "../events";
import { newId, requireTenant } from "../platform";
import { db } from "./entities";
import type { ExportRecord } from "./export.entity";
import { exportView } from "./views";

export const EXPORT_REQUESTED = "export.requested";

export interface ExportRequestedDetail {
  exportId: string;
}

/**
 * Starts an export: its record (running, 0 rows) and the `export.requested` event the exports
 * subscriber runs it on, off the request path. The caller's module has checked who may export
 * what; `fileName` (with its extension) is fixed now so the status shows it from the start.
 */
export async function startExport(actor: Actor, kind: string, params: object, fileName: string): Promise<ExportView> {
  const clientId = requireTenant(actor);
  const now = new Date().toISOString();
  const record: ExportRecord = {
    clientId,
    exportId: newId(),
    userId: actor.userId,
    kind,
    params,
    actor: {
      userId: actor.userId,
      tenantId: actor.tenantId,
      homeTenantId: actor.homeTenantId,
      roles: actor.roles,
      rights: actor.rights,
    },
    status: "running",
    rows: 0,
    fileName,
    createdAt: now,
    updatedAt: now,
  };
  await db().entities.export.create(record).go();
  await publishAfterWrite([
    {
      type: EXPORT_REQUESTED,
      tenantId: clientId,
      detail: { exportId: record.exportId } satisfies ExportRequestedDetail,
    },
  ]);
  return exportView(record);
}
