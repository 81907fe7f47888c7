import * as z from "zod/mini";
import { emailSchema, isErrorCode, profileFieldsSchema, type ErrorCode } from "@intranet/contracts";
import type { HrBadRow, HrField, HrRowReason } from "@intranet/contracts/hrImport";
import type { RawRow } from "./parse";

/** A row's values once checked and normalised (trimmed, email lower case, dates YYYY-MM-DD). */
export type HrValues = Partial<Record<HrField, string>>;

export interface CheckedRow {
  row: number;
  values: HrValues;
  reasons: HrRowReason[];
}

const profile = profileFieldsSchema.shape;
const personnelNumberSchema = z
  .string()
  .check(z.trim(), z.maxLength(64), z.regex(/^[^\p{C}]*$/u, "login.illegal_characters"));

/** The profile's own rule for each field, so an import accepts exactly what the profile form accepts. */
const rules: Record<HrField, z.ZodMiniType> = {
  personnelNumber: personnelNumberSchema,
  lastName: profile.lastName,
  firstName: profile.firstName,
  middleName: profile.middleName,
  email: emailSchema,
  taxId: profile.taxId,
  position: profile.position,
  department: profile.department,
  phone: profile.phone,
  city: profile.city,
  birthDate: profile.birthDate,
  workingSince: profile.workingSince,
};

/** 1C writes dates as DD.MM.YYYY; they are read as the ISO date the profile stores. */
function isoDate(value: string): string {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  return dotted ? `${dotted[3]}-${dotted[2]!.padStart(2, "0")}-${dotted[1]!.padStart(2, "0")}` : value;
}

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Checks one row on its own: names present, every value by its profile rule. */
export function checkRow(raw: RawRow): CheckedRow {
  const values: HrValues = {};
  const reasons: HrRowReason[] = [];
  for (const field of ["lastName", "firstName"] as const)
    if (!raw.values[field]) reasons.push({ field, code: "common.empty_fields" });
  for (const [key, rawValue] of Object.entries(raw.values)) {
    const field = key as HrField;
    const input = field === "birthDate" || field === "workingSince" ? isoDate(rawValue) : rawValue;
    const parsed = z.safeParse(rules[field], input);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      reasons.push({ field, code: isErrorCode(message) ? message : "common.validation" });
    } else if ((field === "birthDate" || field === "workingSince") && !isRealDate(input)) {
      reasons.push({ field, code: "common.validation" });
    } else if (typeof parsed.data === "string" && parsed.data !== "") values[field] = parsed.data;
  }
  return { row: raw.row, values, reasons };
}

/**
 * Values that must be unique within the file (personnel number, email, tax id): every row holding a
 * repeated one is bad, the first as well, since the file does not say which is right.
 */
export function markDuplicates(rows: CheckedRow[]): void {
  for (const field of ["personnelNumber", "email", "taxId"] as const) {
    const seen = new Map<string, CheckedRow[]>();
    for (const row of rows) {
      const value = row.values[field];
      if (value) seen.set(value, [...(seen.get(value) ?? []), row]);
    }
    for (const holders of seen.values())
      if (holders.length > 1) for (const row of holders) reject(row, field, "hrimport.duplicate_in_file");
  }
}

export function reject(row: CheckedRow, field: HrRowReason["field"], code: ErrorCode): void {
  row.reasons.push({ field, code });
}

export const badRowOf = (row: CheckedRow): HrBadRow => ({ row: row.row, reasons: row.reasons });
