import {
  hrFields,
  hrHeaderNames,
  hrRequiredFields,
  hrImportRoutes as routes,
  type HrField,
  type HrImportReport,
} from "@intranet/contracts/hrImport";
import { callRoute } from "../../api/client";
import { templateCsv } from "../../shared/hrImport/importFile";

/** The employees import's call (docs/hr-import.md): an uploaded file (module "hr") previewed or applied. */
export const hrImportApi = {
  /** Previews or applies an uploaded file; the dialog shows a refusal itself. */
  load: (fileId: string, mode: "preview" | "apply", skipBadRows = false): Promise<HrImportReport> =>
    callRoute(routes.loadHrm, { body: { fileId, mode, skipBadRows } }, { no_show: true }),
};

/** Columns the file must have (`hrimport.columns_missing`). */
export const hrRequiredFieldSet: ReadonlySet<HrField> = new Set<HrField>(hrRequiredFields);

/** The header the template writes for each field, in English and Russian (contracts: what the server accepts). */
export const hrHeaders: Record<"en" | "ru", Record<HrField, string>> = {
  en: Object.fromEntries(hrFields.map((field) => [field, hrHeaderNames[field].en])) as Record<HrField, string>,
  ru: Object.fromEntries(hrFields.map((field) => [field, hrHeaderNames[field].ru])) as Record<HrField, string>,
};

/**
 * An employees template: the header row of every field and one example row. The download adds a
 * UTF-8 BOM, so Excel opens Cyrillic headers right.
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
  return templateCsv([hrFields.map((field) => hrHeaders[language][field]), hrFields.map((field) => example[field])]);
}
