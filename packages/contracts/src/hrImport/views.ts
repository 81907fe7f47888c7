import type { ErrorCode } from "../errors";
import type { HrField, StructField } from "./schemas";

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

/** Why one row of a departments file cannot be imported. */
export interface StructRowReason {
  field: StructField | "row";
  code: ErrorCode;
}

export interface StructBadRow {
  row: number;
  reasons: StructRowReason[];
}

/**
 * POST /api/structure/load_struct: departments created, updated (name, description or head),
 * moved (a new parent, other changes included) and unchanged; each row is in one count or in `bad`.
 */
export interface StructImportReport {
  rows: number;
  created: number;
  updated: number;
  moved: number;
  unchanged: number;
  bad: StructBadRow[];
  applied: boolean;
}

/** The values of a person's row in their last import (filled cells only), and when it was. */
export interface HrLastImport {
  importedAt: string;
  values: Partial<Record<HrField, string>>;
}

/**
 * GET /api/user/{id}/hr_data: a person's HR card (product-spec §2 profile tab "HR data"): their
 * personnel number (from the last import), the HR fields of their profile, and their last import.
 */
export interface HrDataView {
  user_id: string;
  personnelNumber?: string;
  taxId?: string;
  kpp?: string;
  organization?: string;
  workingSince?: string;
  vacationDaysLeft?: number;
  chiefCode?: string;
  lastImport: HrLastImport | null;
}
