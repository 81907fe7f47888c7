import type { ErrorCode } from "../errors";
import type { HrField } from "./schemas";

/** Why one row cannot be imported: the column (or "row" for the whole row) and a catalogue code. */
export interface HrRowReason {
  field: HrField | "row";
  code: ErrorCode;
}

/** A bad row: its number in the file (the header is row 1, so the first data row is 2). */
export interface HrBadRow {
  row: number;
  reasons: HrRowReason[];
}

/**
 * What an import would do (preview) or did (apply): people created, updated, left unchanged, and
 * each bad row. `applied` is true only after an apply that wrote. `rows` counts the data rows read.
 */
export interface HrImportReport {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  bad: HrBadRow[];
  applied: boolean;
}

/** POST /api/user/reset_to_hrm: whether any profile field changed back. */
export interface HrResetResult {
  user_id: string;
  changed: boolean;
}
