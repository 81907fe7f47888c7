import {
  hrImportRoutes as routes,
  structFields,
  structHeaderNames,
  type StructField,
  type StructImportReport,
} from "@intranet/contracts/hrImport";
import type { StructureType } from "@intranet/contracts/structure";
import { callRoute } from "../../api/client";
import { templateCsv } from "../../shared/hrImport/importFile";

/** The departments import's call (docs/hr-import.md): an uploaded file (module "hr") previewed or applied to one type. */
export const structImportApi = {
  load: (
    fileId: string,
    mode: "preview" | "apply",
    skipBadRows: boolean,
    type: StructureType,
  ): Promise<StructImportReport> =>
    callRoute(routes.loadStruct, { body: { fileId, mode, skipBadRows, type } }, { no_show: true }),
};

/** A departments template: the header row (English or Russian, as the server reads them) and two example rows. */
export function structTemplateCsv(language: "en" | "ru"): string {
  const ru = language === "ru";
  const examples: Array<Record<StructField, string>> = [
    {
      code: "100",
      name: ru ? "Отдел продаж" : "Sales",
      parentCode: "",
      head: "anna@example.com",
      description: ru ? "Продажи и работа с клиентами" : "Sales and customer care",
    },
    { code: "110", name: ru ? "Продажи: Восток" : "Sales East", parentCode: "100", head: "00042", description: "" },
  ];
  return templateCsv([
    structFields.map((field) => structHeaderNames[field][language]),
    ...examples.map((example) => structFields.map((field) => example[field])),
  ]);
}
