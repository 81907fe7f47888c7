import type { analyticsErrors } from "@intranet/contracts/analytics";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof analyticsErrors> = {
  "analytics.period_invalid": "Выберите период не длиннее трёх лет в пределах последних десяти, конец не раньше начала",
  "analytics.dept_not_found": "Этого отдела нет в структуре компании",
  "analytics.report_time": "Время в отчёте неправдоподобно",
};
