import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorText } from "../i18n/errorText";
import { FormAlert } from "./FormAlert";
import { applyServerIssues } from "./serverIssues";

/**
 * A save form's outcome: `run(save)` sends it; a refusal naming one of `fields` is shown at that
 * field, anything else (and "Saved") in `alert`, which the form puts above its fields.
 */
export function useSaveOutcome<T extends FieldValues>(
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): { run: (save: () => Promise<unknown>) => Promise<void>; alert: ReactNode } {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const run = async (save: () => Promise<unknown>) => {
    setResult(null);
    try {
      await save();
      setResult({ ok: true });
    } catch (error) {
      if (!applyServerIssues(error, fields, setError)) setResult({ ok: false, error });
    }
  };
  const alert =
    result === null ? null : result.ok ? (
      <FormAlert intent="success">{t("common.saved")}</FormAlert>
    ) : (
      <FormAlert intent="danger">{errorText(t, result.error)}</FormAlert>
    );
  return { run, alert };
}
