import type { exportsErrors } from "@intranet/contracts/exports";
import type { ErrorTexts } from "../../../types";

export const exports: ErrorTexts<typeof exportsErrors> = {
  "exports.not_found": "Вивантаження не знайдено",
  "exports.failed": "Вивантаження не вдалося, запустіть його ще раз",
};
