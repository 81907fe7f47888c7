/**
 * The HR-system import (issue 15 item 6): a file of employees (XLSX or CSV, docs/hr-import.md)
 * previewed, then applied, matched to people by personnel number, tax id or email.
 */
import * as z from "zod/mini";
import { fileIdSchema } from "../files/schemas";
import { structureTypes } from "../structure/schemas";
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

/**
 * POST /api/structure/load_struct: a departments file into one structure type (default
 * administrative). `client_id` (the spec's) may name the caller's own company only.
 */
export const loadStructBodySchema = z.object({
  fileId: fileIdSchema,
  mode: z.enum(hrImportModes),
  skipBadRows: z._default(z.boolean(), false),
  type: z._default(z.enum(structureTypes), "administrative"),
  client_id: z.optional(idSchema),
});
export type LoadStructBody = z.infer<typeof loadStructBodySchema>;

/** GET /api/user/{id}/hr_data. */
export const hrDataParamsSchema = z.object({ id: idSchema });

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

/**
 * The header names each field is known by in a file (docs/hr-import.md): the English and Russian
 * names a template uses, and other names an HR system's export may carry. The server compares them
 * without case, spaces, dots, dashes or underscores, reading "ё" as "е".
 */
export const hrHeaderNames: Record<HrField, { en: string; ru: string; aliases: readonly string[] }> = {
  personnelNumber: {
    en: "Personnel number",
    ru: "Табельный номер",
    aliases: ["personnel no", "employee number", "таб номер", "табельный"],
  },
  lastName: { en: "Last name", ru: "Фамилия", aliases: ["surname"] },
  firstName: { en: "First name", ru: "Имя", aliases: ["name"] },
  middleName: { en: "Middle name", ru: "Отчество", aliases: ["patronymic"] },
  email: { en: "Email", ru: "Электронная почта", aliases: ["e-mail", "почта"] },
  taxId: { en: "Tax id", ru: "ИНН", aliases: ["inn"] },
  position: { en: "Position", ru: "Должность", aliases: ["job title"] },
  department: { en: "Department", ru: "Подразделение", aliases: ["отдел"] },
  phone: { en: "Phone", ru: "Телефон", aliases: ["мобильный телефон"] },
  city: { en: "City", ru: "Город", aliases: [] },
  birthDate: { en: "Birth date", ru: "Дата рождения", aliases: ["date of birth"] },
  workingSince: { en: "Working since", ru: "Дата приема", aliases: ["hire date", "date of hire", "дата приёма"] },
};

/** Columns a file must have: without names no row could be valid. */
export const hrRequiredFields: readonly HrField[] = ["lastName", "firstName"];

/**
 * The fields a departments file may carry (docs/hr-import.md, "Departments"): the HR system's code
 * of the department (the key the next import finds it by), its name, the code (or name) of its
 * parent, its head (personnel number or email) and a description.
 */
export const structFields = ["code", "name", "parentCode", "head", "description"] as const;
export type StructField = (typeof structFields)[number];

/** The header names of a departments file, compared as `hrHeaderNames` are; a 1C "Подразделения" list maps to them. */
export const structHeaderNames: Record<StructField, { en: string; ru: string; aliases: readonly string[] }> = {
  code: { en: "Code", ru: "Код", aliases: ["department code", "код подразделения"] },
  name: {
    en: "Name",
    ru: "Наименование",
    aliases: ["department", "department name", "название", "подразделение", "наименование подразделения"],
  },
  parentCode: {
    en: "Parent code",
    ru: "Код родителя",
    aliases: [
      "parent",
      "parent department",
      "родитель",
      "код родительского подразделения",
      "вышестоящее подразделение",
    ],
  },
  head: { en: "Head", ru: "Руководитель", aliases: ["manager", "head of department", "руководитель подразделения"] },
  description: { en: "Description", ru: "Описание", aliases: ["comment", "комментарий"] },
};

/** Columns a departments file must have. */
export const structRequiredFields: readonly StructField[] = ["name"];
