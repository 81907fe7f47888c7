import { hrDataParamsSchema, loadHrmBodySchema, loadStructBodySchema, resetToHrmBodySchema } from "./schemas";
import { answer, defineRoutes } from "../route";
import type { HrDataView, HrImportReport, HrResetResult, StructImportReport } from "./views";

/**
 * The HR-system import (issue 15 item 6), for admins: a confirmed upload (module "hr") of employees
 * or of departments previewed or applied, and one person's profile put back to their last imported
 * values; and a person's HR card, for themselves, admins and HR officers.
 */
export const hrImportRoutes = defineRoutes("hrImport", {
  loadHrm: {
    method: "POST",
    path: "/api/user/load_hrm",
    access: "admin",
    summary: "Previews or applies an employees file (XLSX/CSV): created, updated, unchanged and bad rows",
    body: loadHrmBodySchema,
    answer: answer<HrImportReport>(),
  },
  resetToHrm: {
    method: "POST",
    path: "/api/user/reset_to_hrm",
    access: "admin",
    summary: "Puts a person's imported profile fields back to the values of their last import",
    body: resetToHrmBodySchema,
    answer: answer<HrResetResult>(),
  },
  loadStruct: {
    method: "POST",
    path: "/api/structure/load_struct",
    access: "admin",
    summary: "Previews or applies a departments file (XLSX/CSV) to a structure type: created, updated, moved, bad rows",
    body: loadStructBodySchema,
    answer: answer<StructImportReport>(),
  },
  hrData: {
    method: "GET",
    path: "/api/user/{id}/hr_data",
    access: "user",
    summary: "A person's HR card (personnel number, HR fields, last import): the person, admins and HR officers",
    params: hrDataParamsSchema,
    answer: answer<HrDataView>(),
  },
});
