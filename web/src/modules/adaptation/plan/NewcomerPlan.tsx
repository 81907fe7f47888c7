import type { AdaptView, PlanStepView } from "@intranet/contracts/adaptation";
import { useAdaptTranslation } from "../i18n";
import { stageName } from "../stepName";
import { StepRow } from "./StepRow";
import type { PlanActions } from "./usePlanActions";

const isToday = (step: PlanStepView) => step.state === "open" || step.state === "review";
const isDone = (step: PlanStepView) => step.state === "done" || step.state === "skipped";

/**
 * A newcomer's plan as they read it: today's open steps first ("what to do today"), then the path
 * ahead by stage (locked steps with the day each opens), the finished ones folded away.
 */
export function NewcomerPlan({ plan, actions }: { plan: AdaptView; actions: PlanActions }) {
  const { t } = useAdaptTranslation();
  const steps = plan.stages.flatMap((stage) => stage.steps);
  const today = steps.filter(isToday);
  const done = steps.filter(isDone);
  const ahead = plan.stages
    .map((stage) => ({ ...stage, steps: stage.steps.filter((step) => step.state === "locked") }))
    .filter((stage) => stage.steps.length > 0);
  if (!steps.length) return <p className="adapt-muted">{t("empty.plan")}</p>;
  return (
    <div className="adapt-plan">
      <section className="adapt-section" aria-labelledby="adapt-today">
        <h2 id="adapt-today" className="adapt-section-title">
          {t("plan.today")}
        </h2>
        {today.length ? (
          <ul className="adapt-steps" aria-labelledby="adapt-today">
            {today.map((step) => (
              <StepRow key={step._id} step={step} plan={plan} actions={actions} showState={step.state === "review"} />
            ))}
          </ul>
        ) : (
          <p className="adapt-muted">{t("plan.todayNone")}</p>
        )}
      </section>
      {ahead.length ? (
        <section className="adapt-section" aria-labelledby="adapt-ahead">
          <h2 id="adapt-ahead" className="adapt-section-title">
            {t("plan.ahead")}
          </h2>
          {ahead.map((stage) => (
            <div key={stage._id} className="adapt-stage">
              <h3 className="adapt-stage-title">{stageName(t, stage)}</h3>
              <ul className="adapt-steps">
                {stage.steps.map((step) => (
                  <StepRow key={step._id} step={step} plan={plan} actions={actions} showState={false} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
      {done.length ? (
        <details className="adapt-section adapt-done">
          <summary className="adapt-section-title">{t("plan.doneSteps", { count: done.length })}</summary>
          <ul className="adapt-steps">
            {done.map((step) => (
              <StepRow key={step._id} step={step} plan={plan} actions={actions} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
