import type { DecisionBody } from "@intranet/contracts/vacations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { vacationKeys, vacationsApi } from "../api";
import { useVacationsTranslation } from "../i18n";

/**
 * Approving a request here (a refusal in a toast: someone may have decided it first); a decline's
 * dialog sends through `mutateAsync` and shows its refusal itself.
 */
export function useDecision(id: string) {
  const { t } = useVacationsTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionBody) => vacationsApi.decide(id, body),
    onSuccess: (_saved, body) => void showToast(body.approve ? t("requests.approved") : t("requests.declined")),
    onError: (error, body) => {
      if (body.approve) void showToast(errorText(t, error), "danger");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vacationKeys.all }),
  });
}
