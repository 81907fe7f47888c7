import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorText } from "../i18n/errorText";
import { showToast } from "../ui/toast";
import { FormAlert } from "./FormAlert";
import { applyServerIssues } from "./serverIssues";

/**
 * A save form's outcome: `run(save)` sends it; "Saved" is a toast, as every save's; a refusal
 * naming one of `fields` is shown at that field, anything else in `alert`, which the form puts
 * above its fields.
 */
export function useSaveOutcome<T extends FieldValues>(
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): { run: (save: () => Promise<unknown>) => Promise<void>; alert: ReactNode } {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (save: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await save();
      void showToast(t("common.saved"));
    } catch (error) {
      if (!applyServerIssues(error, fields, setError)) setFailure(error);
    }
  };
  const alert = failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null;
  return { run, alert };
}
