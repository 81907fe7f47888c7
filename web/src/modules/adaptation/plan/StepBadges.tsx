import { Tag } from "@blueprintjs/core";
import type { PlanStepView } from "@intranet/contracts/adaptation";
import { useDays } from "../../../shared/useDateTime";
import { useAdaptTranslation } from "../i18n";

const intents = { locked: "none", open: "primary", review: "warning", done: "success", skipped: "none" } as const;

/** A step's state and days: when it opens, when it is due (overdue in red), when it was done; and its reward. */
export function StepBadges({ step, showState = true }: { step: PlanStepView; showState?: boolean }) {
  const { t } = useAdaptTranslation();
  const days = useDays();
  const finished = step.state === "done" || step.state === "skipped";
  return (
    <span className="adapt-step-badges">
      {showState ? (
        <Tag minimal intent={intents[step.state]}>
          {t(`state.${step.state}`)}
        </Tag>
      ) : null}
      {step.state === "locked" ? <span>{t("plan.opensOn", { day: days.dayMonth(step.opensOn) })}</span> : null}
      {!finished && step.state !== "locked" ? (
        <span className={step.overdue ? "adapt-overdue" : undefined}>
          {step.overdue ? `${t("plan.overdue")}: ` : ""}
          {t("plan.dueOn", { day: days.dayMonth(step.dueOn) })}
        </span>
      ) : null}
      {step.state === "done" && step.doneAt ? (
        <span>{t("plan.doneOn", { day: days.momentDay(step.doneAt) })}</span>
      ) : null}
      {step.kind === "award" && step.amount ? <span>{t("plan.coins", { count: step.amount })}</span> : null}
      {step.kind === "award" && step.achievementId ? <span>{t("plan.achievement")}</span> : null}
    </span>
  );
}
