import { Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { RequestStepState, RequestView } from "@intranet/contracts/services";
import { useDateTime } from "../../../shared/useDateTime";
import { usePersonName } from "../../../shared/usePersonName";
import { useServicesTranslation } from "../i18n";
import { PeopleNames } from "../People";
import { ValueText } from "./ValueText";

const intents: Record<RequestStepState, "none" | "primary" | "success" | "danger" | "warning"> = {
  waiting: "none",
  current: "primary",
  approved: "success",
  declined: "danger",
  returned: "warning",
  skipped: "none",
};

/** The request's steps in order: name, performers, state, due date (overdue marked), who answered when, values, reason. */
export function StepTimeline({ request, byId }: { request: RequestView; byId: Map<string, UserView> }) {
  const { t } = useServicesTranslation();
  const when = useDateTime();
  const now = Date.now();
  const name = usePersonName();
  const who = (id: string) => {
    const person = byId.get(id);
    return person ? name(person) : id;
  };
  return (
    <ol className="services-timeline">
      {request.steps.map((step) => {
        const overdue = step.state === "current" && !!step.dueAt && Date.parse(step.dueAt) < now;
        return (
          <li
            key={step.id}
            className={`services-timeline-step services-step-${step.state}`}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <div className="services-timeline-head">
              <strong>{step.name}</strong>
              <Tag minimal intent={intents[step.state]}>
                {t(`request.stepState.${step.state}`)}
              </Tag>
            </div>
            <div className="services-muted">
              {t("request.performers")}: <PeopleNames ids={step.performers} byId={byId} />
            </div>
            {step.dueAt && (step.state === "current" || step.state === "waiting") ? (
              <div className={overdue ? "services-overdue" : "services-muted"}>
                {overdue ? t("list.overdue", { date: when(step.dueAt) }) : t("list.due", { date: when(step.dueAt) })}
              </div>
            ) : null}
            {step.answeredBy && step.answeredAt ? (
              <div className="services-muted">
                {t("request.answered", { name: who(step.answeredBy), date: when(step.answeredAt) })}
              </div>
            ) : null}
            {step.reason ? <div>{t("request.reason", { reason: step.reason })}</div> : null}
            {step.values && step.fields.length ? (
              <dl className="services-values">
                {step.fields.map((field) => (
                  <div key={field.id} className="services-value">
                    <dt>{field.name}</dt>
                    <dd>
                      <ValueText request={request} field={field} value={step.values?.[field.id]} byId={byId} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
