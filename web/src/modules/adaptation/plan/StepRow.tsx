import type { AdaptView, PlanStepView } from "@intranet/contracts/adaptation";
import { StepBadges } from "./StepBadges";
import { StepButtons } from "./StepButtons";
import { StepTitle } from "./StepTitle";
import type { PlanActions } from "./usePlanActions";

/** One step of a person's plan: its name (a link where it is done), what to do, its days and state, its buttons. */
export function StepRow({
  step,
  plan,
  actions,
  showState = true,
}: {
  step: PlanStepView;
  plan: Pick<AdaptView, "can" | "status">;
  actions: PlanActions;
  showState?: boolean;
}) {
  return (
    <li className={`adapt-step adapt-step-${step.state}${step.overdue ? " adapt-step-overdue" : ""}`}>
      <div className="adapt-step-main">
        <StepTitle step={step} />
        {step.text ? <p className="adapt-step-text">{step.text}</p> : null}
        <StepBadges step={step} showState={showState} />
      </div>
      <StepButtons step={step} can={plan.can} actions={actions} running={plan.status === "running"} />
    </li>
  );
}
