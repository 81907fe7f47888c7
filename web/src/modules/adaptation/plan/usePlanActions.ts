import type { AdaptView } from "@intranet/contracts/adaptation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";

/**
 * What may be done on a person's plan: each call answers the plan as it is now, put in place; a
 * refusal is a toast with its catalogue text, and the plan is read again (it may have moved on).
 */
export function usePlanActions(adaptation: Pick<AdaptView, "_id">) {
  const { t } = useAdaptTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const key = adaptKeys.onTrack(adaptation._id);

  const run = async (what: string, call: () => Promise<AdaptView | { ok: true }>, done?: string) => {
    setBusy(what);
    try {
      const answer = await call();
      if ("_id" in answer) queryClient.setQueryData(key, answer);
      else await queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ["adaptation", "asRole"] });
      void queryClient.invalidateQueries({ queryKey: ["adaptation", "members"] });
      if (done) void showToast(done);
    } catch (error) {
      void showToast(`${t("failed")}: ${errorText(t, error)}`, "danger");
      void queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setBusy(null);
    }
  };

  const id = adaptation._id;
  return {
    busy,
    finish: (step: string) => run(`finish:${step}`, () => adaptApi.finishStep(id, step), t("plan.doneSaved")),
    unfinish: () => run("unfinish", () => adaptApi.unfinish(id), t("person.rolledBack")),
    resume: (step: string) => run(`resume:${step}`, () => adaptApi.resume(id, step)),
    remove: (step: string) => run(`remove:${step}`, () => adaptApi.deletePersonStep(id, step)),
    setActive: (active: boolean) =>
      run("active", () => adaptApi.active({ adaptation: id, active }), active ? t("person.ran") : t("person.stopped")),
  };
}

export type PlanActions = ReturnType<typeof usePlanActions>;
