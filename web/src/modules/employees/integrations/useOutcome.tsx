import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../../../api/errors";
import { FormAlert } from "../../../forms/FormAlert";
import { applyServerIssues } from "../../../forms/serverIssues";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { useEmployeesTranslation } from "../i18n";

/**
 * An integration card's save or disconnect: what it did in a toast ("Slack is disconnected"); a
 * refusal of one of `fields` at that field, anything else in `alert` above the fields (`code` names it).
 */
export function useOutcome<T extends FieldValues>(fields: ReadonlyArray<Path<T>>, setError: UseFormSetError<T>) {
  const { t } = useEmployeesTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await action();
      void showToast(done);
    } catch (error) {
      if (!applyServerIssues(error, fields, setError)) setFailure(error);
    }
  };
  return {
    run,
    code: isApiError(failure) ? failure.code : undefined,
    alert: failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null,
  };
}
