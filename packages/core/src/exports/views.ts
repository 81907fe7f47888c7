import type { ExportView } from "@intranet/contracts/exports";
import type { ExportRecord } from "./export.entity";

export function exportView(record: ExportRecord, url?: string): ExportView {
  return {
    _id: record.exportId,
    kind: record.kind,
    status: record.status,
    rows: record.rows,
    ...(record.total !== undefined ? { total: record.total } : {}),
    fileName: record.fileName,
    ...(url ? { url } : {}),
    ...(record.error ? { error: record.error } : {}),
    createdAt: record.createdAt,
  };
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The content type of an export by its file name (a table is .xlsx, the company archive .zip). */
export const contentTypeOf = (fileName: string) => (fileName.endsWith(".zip") ? "application/zip" : XLSX_TYPE);
