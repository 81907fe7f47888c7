import type { PersonVacationsView, VacationView } from "@intranet/contracts/vacations";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { vacationKeys, vacationsApi } from "../api";
import { useVacationsTranslation } from "../i18n";
import type { PlanDraft } from "./planRules";

interface PlanTarget {
  view: PersonVacationsView;
  forSelf: boolean;
  /** The vacation being changed (none: a new one). */
  vacation?: VacationView;
  onClose: () => void;
}

/**
 * Sends a plan: a new vacation (for someone else: with their `userId`) or a changed one on the
 * revision seen. A period already begun needs HR's confirmation (`confirmPast`): asked before the
 * first send when the form sees it, and again when the server says so. Someone else's change in
 * the meantime closes the dialog and reloads what it showed.
 */
export function usePlanSave({ view, forSelf, vacation, onClose }: PlanTarget) {
  const { t } = useVacationsTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [askPast, setAskPast] = useState(false);

  const send = (draft: PlanDraft, confirmPast: boolean) => {
    const period = {
      start: draft.start ?? "",
      end: draft.end ?? "",
      ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}),
      ...(confirmPast ? { confirmPast: true } : {}),
    };
    if (vacation) return vacationsApi.update({ ...period, _id: vacation._id, revision: vacation.revision });
    return vacationsApi.create(forSelf ? period : { ...period, userId: view.userId });
  };

  /** Sends the draft; the refusal is returned for the form to place at its fields, or shown above them. */
  const save = async (draft: PlanDraft, confirmPast = false): Promise<unknown> => {
    setFailure(null);
    setAskPast(false);
    setSaving(true);
    try {
      const saved = await send(draft, confirmPast);
      void queryClient.invalidateQueries({ queryKey: vacationKeys.all });
      void showToast(saved.vacation.status === "pending" ? t("plan.requested") : t("plan.saved"));
      onClose();
      return null;
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (code === "vacations.past_period") setAskPast(true);
      else if (code === "vacations.already_changed") {
        void queryClient.invalidateQueries({ queryKey: vacationKeys.all });
        void showToast(errorText(t, error), "danger");
        onClose();
      } else return error;
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { saving, failure, setFailure, askPast, setAskPast, save };
}
