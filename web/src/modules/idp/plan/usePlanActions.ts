import type { IdpView } from "@intranet/contracts/idp";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { idpKeys } from "../api";
import { useIdpTranslation } from "../i18n";

/**
 * A change of the open plan: the server's answer becomes the page's plan at once, the journal and
 * lists read again; a refusal is said in a toast (someone else's change meanwhile: the plan is read again).
 */
export function usePlanActions(planId: string) {
  const { t } = useIdpTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: idpKeys.journal(planId) });
    void queryClient.invalidateQueries({ queryKey: ["idp", "list"] });
    void queryClient.invalidateQueries({ queryKey: idpKeys.analytics() });
  };
  const run = async (work: () => Promise<IdpView>, done?: string): Promise<boolean> => {
    setBusy(true);
    try {
      queryClient.setQueryData(idpKeys.plan(planId), await work());
      refresh();
      if (done) void showToast(done);
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === "idp.already_changed")
        void queryClient.invalidateQueries({ queryKey: idpKeys.plan(planId) });
      void showToast(`${t("failed")}: ${errorText(t, error)}`, "danger");
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, refresh };
}
