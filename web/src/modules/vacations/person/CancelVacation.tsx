import { Button } from "@blueprintjs/core";
import type { VacationView } from "@intranet/contracts/vacations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { vacationKeys, vacationsApi } from "../api";
import { useVacationsTranslation } from "../i18n";

/** "Cancel", asked once more: the vacation goes and its days come back to the balance. */
export function CancelVacation({ vacation, period }: { vacation: VacationView; period: string }) {
  const { t } = useVacationsTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => vacationsApi.remove(vacation.userId, vacation._id),
    onSuccess: () => void showToast(t("list.cancelled")),
    onError: (error) => void showToast(errorText(t, error), "danger"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vacationKeys.all }),
  });
  return (
    <>
      <Button
        size="small"
        icon="trash"
        text={t("list.cancel")}
        aria-label={t("list.cancelOf", { period })}
        loading={cancel.isPending}
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        text={t("list.cancelConfirm", { period })}
        confirmText={t("list.cancelYes")}
        onConfirm={() => {
          setAsking(false);
          cancel.mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
