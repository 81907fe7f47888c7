import * as z from "zod/mini";
import { isErrorCode, type ErrorCode } from "@intranet/contracts";
import type { StructBadRow, StructField, StructRowReason } from "@intranet/contracts/hrImport";
import { updateDepartmentBodySchema } from "@intranet/contracts/structure";
import type { RawRow } from "./parse";

/** A departments row's values once checked (trimmed); `head` as written (an email is lower-cased). */
export type StructValues = Partial<Record<StructField, string>>;

export interface StructRow {
  row: number;
  values: StructValues;
  reasons: StructRowReason[];
}

const keySchema = z.string().check(z.trim(), z.maxLength(64), z.regex(/^[^\p{C}]*$/u, "common.validation"));
const department = updateDepartmentBodySchema.shape;

/** The structure's own rules for name and description, so an import accepts what the department form accepts. */
const rules: Record<StructField, z.ZodMiniType> = {
  code: keySchema,
  name: department.name,
  parentCode: z.string().check(z.trim(), z.maxLength(150), z.regex(/^[^\p{C}]*$/u, "common.validation")),
  head: z.string().check(z.trim(), z.maxLength(254), z.regex(/^[^\p{C}]*$/u, "common.validation")),
  description: department.description,
};

/** Checks one row on its own: a name, and every value by its rule. */
export function checkStructRow(raw: RawRow<StructField>): StructRow {
  const values: StructValues = {};
  const reasons: StructRowReason[] = [];
  if (!raw.values.name) reasons.push({ field: "name", code: "structure.name_required" });
  for (const [key, input] of Object.entries(raw.values) as Array<[StructField, string]>) {
    const parsed = z.safeParse(rules[key], input);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      reasons.push({ field: key, code: isErrorCode(message) ? message : "common.validation" });
    } else if (typeof parsed.data === "string" && parsed.data !== "")
      values[key] = key === "head" && parsed.data.includes("@") ? parsed.data.toLowerCase() : parsed.data;
  }
  return { row: raw.row, values, reasons };
}

/** Names compared as people read them: case, spaces and ё/е aside. */
export const sameName = (name: string) => name.normalize("NFC").toLowerCase().replace(/ё/g, "е").replace(/\s+/g, " ");

/**
 * What must be unique within the file: a code (every row holding a repeated one is bad, the first
 * too, since the file does not say which is right), and a name under one parent (the import could
 * not tell the two apart next time).
 */
export function markStructDuplicates(rows: StructRow[]): void {
  const keys: Array<[StructField, (row: StructRow) => string | undefined]> = [
    ["code", (row) => row.values.code],
    ["name", (row) => row.values.name && `${sameName(row.values.parentCode ?? "")}\u0000${sameName(row.values.name)}`],
  ];
  for (const [field, keyOf] of keys) {
    const seen = new Map<string, StructRow[]>();
    for (const row of rows) {
      const key = keyOf(row);
      if (key) seen.set(key, [...(seen.get(key) ?? []), row]);
    }
    for (const holders of seen.values())
      if (holders.length > 1) for (const row of holders) rejectRow(row, field, "hrimport.duplicate_in_file");
  }
}

export function rejectRow(row: StructRow, field: StructRowReason["field"], code: ErrorCode): void {
  if (!row.reasons.some((reason) => reason.field === field && reason.code === code)) row.reasons.push({ field, code });
}

export const structBadRowOf = (row: StructRow): StructBadRow => ({ row: row.row, reasons: row.reasons });
