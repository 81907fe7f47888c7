import type { AdaptView } from "@intranet/contracts/adaptation";
import { useAdaptTranslation } from "../i18n";
import { stageName } from "../stepName";
import { StepRow } from "./StepRow";
import type { PlanActions } from "./usePlanActions";

/** Every stage of a person's plan with every step, its state and days (the person's page). */
export function PlanStages({ plan, actions }: { plan: AdaptView; actions: PlanActions }) {
  const { t } = useAdaptTranslation();
  if (!plan.stages.some((stage) => stage.steps.length)) return <p className="adapt-muted">{t("empty.plan")}</p>;
  return (
    <div className="adapt-plan">
      {plan.stages.map((stage) => (
        <section key={stage._id} className="adapt-stage" aria-labelledby={`adapt-stage-${stage._id}`}>
          <h2 id={`adapt-stage-${stage._id}`} className="adapt-stage-title">
            {stageName(t, stage)}
          </h2>
          <ul className="adapt-steps" aria-labelledby={`adapt-stage-${stage._id}`}>
            {stage.steps.map((step) => (
              <StepRow key={step._id} step={step} plan={plan} actions={actions} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
