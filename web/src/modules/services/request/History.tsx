import type { UserView } from "@intranet/contracts";
import type { RequestView } from "@intranet/contracts/services";
import { useDateTime } from "../../../shared/useDateTime";
import { usePersonName } from "../../../shared/usePersonName";
import { useServicesTranslation } from "../i18n";

/** The request's history, oldest first: when, who (or the system), the action, on which step, why. */
export function History({ request, byId }: { request: RequestView; byId: Map<string, UserView> }) {
  const { t } = useServicesTranslation();
  const when = useDateTime();
  const name = usePersonName();
  const stepName = new Map(request.steps.map((step) => [step.id, step.name]));
  return (
    <ol className="services-history">
      {request.history.map((entry, index) => {
        const person = entry.actorId ? byId.get(entry.actorId) : undefined;
        const actor = entry.actorId ? (person ? name(person) : entry.actorId) : t("request.system");
        const step = entry.stepId ? stepName.get(entry.stepId) : undefined;
        return (
          <li key={`${entry.at}-${index}`} className={`services-history-entry services-history-${entry.action}`}>
            <time dateTime={entry.at} className="services-muted">
              {when(entry.at)}
            </time>{" "}
            <strong>{actor}</strong> — {t(`request.logged.${entry.action}`)}
            {step ? <span className="services-muted"> ({step})</span> : null}
            {entry.reason ? <div className="services-history-reason">{entry.reason}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
