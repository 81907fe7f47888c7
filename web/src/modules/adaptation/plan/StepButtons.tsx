import { Button, Menu, MenuItem } from "@blueprintjs/core";
import type { PlanStepView } from "@intranet/contracts/adaptation";
import { useState } from "react";
import { ClickPopover } from "../../../ui/ClickPopover";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useAdaptTranslation } from "../i18n";
import { stepName } from "../stepName";
import type { PlanActions } from "./usePlanActions";

/** Kinds a person marks done themselves; awards are paid and polls answered by the system's own check. */
export const markable = (step: Pick<PlanStepView, "kind">) =>
  step.kind === "task" || step.kind === "link" || step.kind === "article";

/**
 * A step's buttons by what the caller may do (`can` of the plan): "Done" on an open step they may
 * finish; for those who manage it, "Confirm" on a step waiting for the check, and a menu to open a
 * finished step again or delete an unfinished one for this person.
 */
export function StepButtons({
  step,
  can,
  actions,
  running,
}: {
  step: PlanStepView;
  can: { finish: boolean; manage: boolean };
  actions: PlanActions;
  running: boolean;
}) {
  const { t } = useAdaptTranslation();
  const [deleting, setDeleting] = useState(false);
  const name = stepName(t, step);
  const finished = step.state === "done" || step.state === "skipped";
  const busy = actions.busy?.endsWith(`:${step._id}`) ?? false;
  return (
    <span className="adapt-step-buttons">
      {can.finish && running && step.state === "open" && markable(step) ? (
        <Button
          intent="primary"
          icon="tick"
          size="small"
          text={t("plan.done")}
          aria-label={`${t("plan.done")}: ${name}`}
          loading={busy}
          onClick={() => void actions.finish(step._id)}
        />
      ) : null}
      {can.manage && running && step.state === "review" ? (
        <Button
          intent="success"
          icon="tick"
          size="small"
          text={t("plan.confirm")}
          aria-label={`${t("plan.confirm")}: ${name}`}
          loading={busy}
          onClick={() => void actions.finish(step._id)}
        />
      ) : null}
      {!can.manage && step.state === "review" ? <span className="adapt-muted">{t("plan.waiting")}</span> : null}
      {can.manage ? (
        <ClickPopover
          placement="bottom-end"
          content={
            <Menu>
              {finished ? (
                <MenuItem icon="undo" text={t("plan.resume")} onClick={() => void actions.resume(step._id)} />
              ) : (
                <MenuItem icon="trash" intent="danger" text={t("plan.deleteStep")} onClick={() => setDeleting(true)} />
              )}
            </Menu>
          }
        >
          <Button
            variant="minimal"
            size="small"
            icon="more"
            aria-label={t("plan.stepActions", { name })}
            title={t("plan.stepActions", { name })}
          />
        </ClickPopover>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          text={t("plan.confirmDelete", { name })}
          confirmText={t("plan.deleteStep")}
          onConfirm={() => {
            setDeleting(false);
            void actions.remove(step._id);
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </span>
  );
}
