import { loadHrmBodySchema, resetToHrmBodySchema } from "./schemas";
import { answer, defineRoutes } from "../route";
import type { HrImportReport, HrResetResult } from "./views";

/**
 * The HR-system import (issue 15 item 6), for admins: a confirmed upload (module "hr") of employees
 * previewed or applied, and one person's profile put back to their last imported values.
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
});
