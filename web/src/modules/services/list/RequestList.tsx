import { Card, NonIdealState } from "@blueprintjs/core";
import type { RequestSummary } from "@intranet/contracts/services";
import { Link } from "react-router-dom";
import { usePeople } from "../../../shared/usePeople";
import { useDateTime } from "../../../shared/useDateTime";
import { useServicesTranslation } from "../i18n";
import { requestPath } from "../paths";
import { PeopleNames } from "../People";
import { StatusTag } from "../StatusTag";

/** Requests as cards: number and service, status, the current step with its performers, the due date. */
export function RequestList({
  client,
  items,
  empty,
  emptyText,
}: {
  client: string;
  items: RequestSummary[];
  empty: string;
  emptyText: string;
}) {
  const { t } = useServicesTranslation();
  const { byId } = usePeople(client);
  const when = useDateTime();
  if (items.length === 0) return <NonIdealState icon="inbox" title={empty} description={emptyText} />;
  return (
    <ul className="services-requests">
      {items.map((request) => {
        const step = request.currentStep;
        return (
          <li key={request._id}>
            <Card className="services-request-card">
              <div className="services-request-head">
                <Link to={requestPath(request._id)} className="services-request-title">
                  {t("list.number", { number: request.number })} · {request.serviceName}
                </Link>
                <StatusTag status={request.status} />
              </div>
              {step ? (
                <div className="services-muted">
                  {t("list.currentStep", { step: step.name })} — <PeopleNames ids={step.performers} byId={byId} />
                </div>
              ) : null}
              <div className="services-muted">
                {t("list.created", { date: when(request.createdAt) })}
                {step?.dueAt ? (
                  <>
                    {" · "}
                    <span className={step.overdue ? "services-overdue" : undefined}>
                      {step.overdue
                        ? t("list.overdue", { date: when(step.dueAt) })
                        : t("list.due", { date: when(step.dueAt) })}
                    </span>
                  </>
                ) : null}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
