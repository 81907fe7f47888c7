import type { exportsErrors } from "@intranet/contracts/exports";
import type { ErrorTexts } from "../../../types";

export const exports: ErrorTexts<typeof exportsErrors> = {
  "exports.not_found": "Выгрузка не найдена",
  "exports.failed": "Выгрузка не удалась, запустите её ещё раз",
};
