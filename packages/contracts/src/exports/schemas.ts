/**
 * Exports to Excel (rules spec §7 Users: export, export/all; later polls and moods): started by one
 * call, written off the request path, followed by its status, downloaded by a presigned URL.
 */
import * as z from "zod/mini";
import { idSchema } from "../validation";

export const exportStatuses = ["running", "done", "failed"] as const;
export type ExportStatus = (typeof exportStatuses)[number];

export const exportLimits = {
  /** Rows one export writes at most (a company's people; beyond it the file says it was cut). */
  rowsMax: 100_000,
  /** Minutes a finished file stays downloadable. */
  keepMinutes: 60 * 24,
} as const;

export const exportParamsSchema = z.object({ id: idSchema });
