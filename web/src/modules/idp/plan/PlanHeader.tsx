import { Button, ProgressBar } from "@blueprintjs/core";
import type { IdpView } from "@intranet/contracts/idp";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { errorText } from "../../../i18n/errorText";
import { useDays } from "../../../shared/useDateTime";
import { usePeopleNames } from "../../../shared/usePeopleNames";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { idpApi, idpKeys } from "../api";
import { useIdpTranslation } from "../i18n";
import { idpPath } from "../paths";
import { StatusTag } from "../StatusTag";
import { EditPlanDialog } from "./EditPlanDialog";
import { usePlanActions } from "./usePlanActions";

/** The plan's title, status, progress and people; edit, finish or reopen, delete for whom may. */
export function PlanHeader({ plan, client }: { plan: IdpView; client: string }) {
  const { t } = useIdpTranslation();
  const nameOf = usePeopleNames(client);
  const days = useDays();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { run, busy } = usePlanActions(plan._id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const finished = plan.status === "finished";
  const people: Array<[string, string]> = [
    [t("people.employee"), nameOf(plan.employeeId)],
    [t("people.creator"), nameOf(plan.creatorId)],
    [t("people.observer"), plan.observerId ? nameOf(plan.observerId) : t("people.nobody")],
  ];
  if (plan.chiefIds.length) people.push([t("people.chiefs"), plan.chiefIds.map((id) => nameOf(id)).join(", ")]);

  const remove = async () => {
    setDeleting(false);
    try {
      await idpApi.remove(plan._id);
      void queryClient.invalidateQueries({ queryKey: idpKeys.all });
      void showToast(t("plan.deleted"));
      navigate(idpPath);
    } catch (error) {
      void showToast(`${t("failed")}: ${errorText(t, error)}`, "danger");
    }
  };

  return (
    <header className="idp-plan-header">
      <div className="idp-plan-heading">
        <h1 className="idp-title">{plan.title}</h1>
        <StatusTag status={plan.status} />
      </div>
      {plan.description ? <p className="idp-description">{plan.description}</p> : null}
      <dl className="idp-people">
        {people.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="idp-progress">
        <span>{t("plan.progress", { done: plan.tasksDone, total: plan.tasks })}</span>
        <ProgressBar
          value={plan.tasks ? plan.tasksDone / plan.tasks : 0}
          stripes={false}
          intent={finished ? "success" : "primary"}
          aria-label={t("plan.progress", { done: plan.tasksDone, total: plan.tasks })}
        />
        {plan.finishedAt ? (
          <span className="idp-muted">{t("plan.finishedOn", { day: days.date(plan.finishedAt.slice(0, 10)) })}</span>
        ) : null}
      </div>
      {plan.can.edit || plan.can.delete ? (
        <div className="idp-plan-actions">
          {plan.can.edit && !finished ? (
            <Button icon="edit" text={t("plan.edit")} onClick={() => setEditing(true)} />
          ) : null}
          {plan.can.edit ? (
            <Button
              icon={finished ? "undo" : "tick"}
              intent={finished ? "none" : "success"}
              loading={busy}
              text={finished ? t("plan.reopen") : t("plan.finish")}
              onClick={() =>
                void run(
                  () => idpApi.status(plan._id, { status: finished ? "active" : "finished", revision: plan.revision }),
                  finished ? t("plan.reopened") : t("plan.finished"),
                )
              }
            />
          ) : null}
          {plan.can.delete ? (
            <Button icon="trash" intent="danger" minimal text={t("plan.delete")} onClick={() => setDeleting(true)} />
          ) : null}
        </div>
      ) : null}
      {editing ? <EditPlanDialog plan={plan} client={client} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        text={t("plan.deleteConfirm", { title: plan.title })}
        confirmText={t("plan.delete")}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </header>
  );
}
