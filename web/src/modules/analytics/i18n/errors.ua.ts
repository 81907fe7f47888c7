import type { analyticsErrors } from "@intranet/contracts/analytics";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof analyticsErrors> = {
  "analytics.period_invalid":
    "Оберіть період не довший за три роки в межах останніх десяти, кінець не раніше за початок",
  "analytics.dept_not_found": "Цього відділу немає в структурі компанії",
  "analytics.report_time": "Час у звіті неправдоподібний",
};
