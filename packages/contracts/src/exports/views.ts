import type { ExportStatus } from "./schemas";

/** An export as its status call answers it; `url` (a presigned GET, minutes long) once done. */
export interface ExportView {
  _id: string;
  kind: string;
  status: ExportStatus;
  /** Rows written so far. */
  rows: number;
  /** Rows expected, when known. */
  total?: number;
  fileName: string;
  url?: string;
  /** The catalogue code of a failure. */
  error?: string;
  createdAt: string;
}
