import { FormGroup, TextArea } from "@blueprintjs/core";
import { vacationLimits, type PersonVacationsView, type VacationView } from "@intranet/contracts/vacations";
import { useState } from "react";
import { FormDialog } from "../../../forms/FormDialog";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useFormErrors } from "../../../forms/useFormErrors";
import { translateCode } from "../../../i18n/translateMessage";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { DayInput } from "../../../ui/DayInput";
import { today } from "../days";
import { FieldMessage } from "../FieldMessage";
import { useVacationsTranslation } from "../i18n";
import { PlanFigures } from "./PlanFigures";
import { availableDays, checkPlan, type PlanDraft, type PlanField, type PlanRules } from "./planRules";
import { usePlanSave } from "./usePlanSave";

interface PlanDialogProps {
  /** Whose vacations: their balance, the company's counting, whether the caller plans past the rules. */
  view: PersonVacationsView;
  forSelf: boolean;
  vacation?: VacationView;
  onClose: () => void;
}

/**
 * A vacation's first and last day, with what it takes from the balance as they are picked. One's
 * own request follows the rules (after today, within the balance); HR plans anyone's, a period
 * already begun after the spec's warning.
 */
export function PlanDialog({ view, forSelf, vacation, onClose }: PlanDialogProps) {
  const { t } = useVacationsTranslation();
  const [draft, setDraft] = useState<PlanDraft>({
    start: vacation?.start ?? null,
    end: vacation?.end ?? null,
    comment: vacation?.comment ?? "",
  });
  const rules: PlanRules = {
    count: view.settings.dayCount,
    available: availableDays(view.balance.days, vacation),
    today: today(),
    ownRules: !view.editor,
  };
  const form = useFormErrors(draft, (current) => checkPlan(current, rules));
  const plan = usePlanSave({ view, forSelf, vacation, onClose });
  const past = view.editor && !!draft.start && draft.start <= rules.today;
  const set = (change: Partial<PlanDraft>) => setDraft((current) => ({ ...current, ...change }));
  const requesting = forSelf && view.settings.approval && !vacation;

  const send = async (confirmPast: boolean) => {
    const refusal = await plan.save(draft, confirmPast);
    const byField = bodyIssuesByField<PlanField>(refusal, (path) => (path[0] === "start" ? "start" : "end"));
    if (refusal && !form.refuse(byField)) plan.setFailure(refusal);
  };
  const submit = () => {
    plan.setFailure(null);
    if (!form.check()) return;
    if (past) plan.setAskPast(true);
    else void send(false);
  };

  const dayField = (field: PlanField) => (
    <FormGroup
      label={t(`plan.${field}`)}
      labelFor={`vac-plan-${field}`}
      intent={form.errors[field] ? "danger" : "none"}
      helperText={<FieldMessage code={form.errors[field]} />}
    >
      <DayInput
        id={`vac-plan-${field}`}
        value={draft[field]}
        onChange={(day) => set({ [field]: day })}
        placeholder={t("plan.placeholder")}
        badDay={t("plan.badDay")}
        years={[-1, 2]}
        invalid={!!form.errors[field]}
        near={field === "end" ? draft.start : null}
      />
    </FormGroup>
  );

  return (
    <>
      <FormDialog
        title={vacation ? t("plan.editTitle") : requesting ? t("plan.request") : t("plan.plan")}
        className="vac-dialog"
        onClose={onClose}
        onSubmit={submit}
        submitText={requesting ? t("plan.send") : t("plan.save")}
        saving={plan.saving}
        failure={plan.failure}
        invalid={form.invalid}
        noValidate
      >
        <div className="vac-plan-days">
          {dayField("start")}
          {dayField("end")}
        </div>
        <PlanFigures draft={draft} rules={rules} past={past} />
        <FormGroup label={t("plan.comment")} labelFor="vac-plan-comment" helperText={t("plan.commentHelp")}>
          <TextArea
            id="vac-plan-comment"
            fill
            autoResize
            value={draft.comment}
            maxLength={vacationLimits.commentMax}
            onChange={(event) => set({ comment: event.currentTarget.value })}
          />
        </FormGroup>
      </FormDialog>
      <ConfirmDialog
        open={plan.askPast}
        intent="warning"
        text={translateCode(t, "vacations.past_period")}
        confirmText={t("plan.confirmPast")}
        onConfirm={() => void send(true)}
        onClose={() => plan.setAskPast(false)}
      />
    </>
  );
}
