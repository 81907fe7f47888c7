import {
  hrFields,
  hrHeaderNames,
  hrRequiredFields,
  hrImportFileModule,
  hrImportRoutes as routes,
  type HrField,
  type HrImportReport,
} from "@intranet/contracts/hrImport";
import { callRoute } from "../../api/client";
import { uploadFile } from "../../api/files";

/** The HR-system import's calls (docs/hr-import.md): the file uploaded with module "hr", then load_hrm. */
export const hrImportApi = {
  /** Uploads the file (presigned flow) and answers its confirmed id; the dialog shows a refusal itself. */
  upload: async (file: File) => (await uploadFile(file, hrImportFileModule, { no_show: true }))._id,
  /** Previews or applies an uploaded file; the dialog shows a refusal itself. */
  load: (fileId: string, mode: "preview" | "apply", skipBadRows = false): Promise<HrImportReport> =>
    callRoute(routes.loadHrm, { body: { fileId, mode, skipBadRows } }, { no_show: true }),
};

/** The files the picker offers (the server tells XLSX from CSV by content, docs/hr-import.md). */
export const hrFileAccept = ".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Columns the file must have (`hrimport.columns_missing`). */
export const hrRequiredFieldSet: ReadonlySet<HrField> = new Set<HrField>(hrRequiredFields);

/** The header the template writes for each field, in English and Russian (contracts: what the server accepts). */
export const hrHeaders: Record<"en" | "ru", Record<HrField, string>> = {
  en: Object.fromEntries(hrFields.map((field) => [field, hrHeaderNames[field].en])) as Record<HrField, string>,
  ru: Object.fromEntries(hrFields.map((field) => [field, hrHeaderNames[field].ru])) as Record<HrField, string>,
};

/** The header language of the template for an interface language (the server reads English and Russian). */
export const headerLanguage = (language: string | undefined): "en" | "ru" =>
  language === "ru" || language === "ua" ? "ru" : "en";

const csvCell = (value: string) => (/[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A CSV template: the header row of every field and one example row, comma-separated, CRLF lines.
 * The file gets a UTF-8 BOM when downloaded (`hrTemplateBlob`), so Excel opens Cyrillic headers right.
 */
export function hrTemplateCsv(language: "en" | "ru"): string {
  const example: Record<HrField, string> = {
    personnelNumber: "00042",
    lastName: language === "ru" ? "Иванова" : "Smith",
    firstName: language === "ru" ? "Анна" : "Anna",
    middleName: language === "ru" ? "Сергеевна" : "",
    email: "anna@example.com",
    taxId: "",
    position: language === "ru" ? "Бухгалтер" : "Accountant",
    department: language === "ru" ? "Бухгалтерия" : "Accounting",
    phone: "+79001234567",
    city: language === "ru" ? "Москва" : "London",
    birthDate: "1990-05-17",
    workingSince: "2021-09-01",
  };
  const header = hrFields.map((field) => csvCell(hrHeaders[language][field]));
  const row = hrFields.map((field) => csvCell(example[field]));
  return `${header.join(",")}\r\n${row.join(",")}\r\n`;
}

/** The template as a file to download (UTF-8 with BOM). */
export const hrTemplateBlob = (language: "en" | "ru") =>
  new Blob(["\uFEFF", hrTemplateCsv(language)], { type: "text/csv;charset=utf-8" });
