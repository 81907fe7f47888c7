import { EXPORT_REQUESTED, type ExportRequestedDetail } from "./start";
import { runExport } from "./run";

/** The exports' bus subscriber: `export.requested` → runs that export of the event's tenant. */
export async function handleExportEvent(type: string, tenantId: string, detail: unknown): Promise<string> {
  const exportId = (detail as Partial<ExportRequestedDetail> | undefined)?.exportId;
  if (type !== EXPORT_REQUESTED || typeof exportId !== "string") return "ignored";
  return runExport(tenantId, exportId);
}
