/**
 * The HR-system import (issue 15 item 6): a file of employees (XLSX or CSV, docs/hr-import.md)
 * previewed, then applied, matched to people by personnel number, tax id or email.
 */
import * as z from "zod/mini";
import { fileIdSchema } from "../files/schemas";
import { idSchema } from "../validation";

export const hrImportLimits = {
  /** Data rows one file may hold (the header row not counted). */
  rowsMax: 5_000,
  /** Largest file read (bytes): far above 5,000 rows of text, far below a Lambda's memory. */
  fileMaxBytes: 10 * 1024 * 1024,
} as const;

/** The file's module: the import reads only HR files (private to their uploader and admins). */
export const hrImportFileModule = "hr" as const;

export const hrImportModes = ["preview", "apply"] as const;

/** POST /api/user/load_hrm. */
export const loadHrmBodySchema = z.object({
  fileId: fileIdSchema,
  mode: z.enum(hrImportModes),
  skipBadRows: z._default(z.boolean(), false),
});
export type LoadHrmBody = z.infer<typeof loadHrmBodySchema>;

/** POST /api/user/reset_to_hrm. */
export const resetToHrmBodySchema = z.object({ user_id: idSchema });
export type ResetToHrmBody = z.infer<typeof resetToHrmBodySchema>;

/**
 * The fields a row may carry (the column names of each are in docs/hr-import.md). All but
 * `personnelNumber` are profile fields, checked by the profile's own rules.
 */
export const hrFields = [
  "personnelNumber",
  "lastName",
  "firstName",
  "middleName",
  "email",
  "taxId",
  "position",
  "department",
  "phone",
  "city",
  "birthDate",
  "workingSince",
] as const;
export type HrField = (typeof hrFields)[number];
