import { Button } from "@blueprintjs/core";
import type { VacationRequestView } from "@intranet/contracts/vacations";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useDays } from "../../../shared/useDateTime";
import { monthStart } from "../days";
import { usePersonName } from "../../../shared/usePersonName";
import { useVacationsTranslation } from "../i18n";
import { DeclineDialog } from "./DeclineDialog";
import { useDecision } from "./useDecision";

/**
 * One request: who, when, how many days, what they have left, a way to the chart of that month (who
 * else is away then); Approve, or Decline with a reason.
 */
export function RequestCard({ request }: { request: VacationRequestView }) {
  const { t } = useVacationsTranslation();
  const days = useDays();
  const name = usePersonName()(request.person);
  const [declining, setDeclining] = useState(false);
  const decide = useDecision(request._id);
  return (
    <li className="vac-item vac-request">
      <div className="vac-item-main">
        <span className="vac-request-name">{name}</span>
        {request.person.position ? <span className="vac-muted">{request.person.position}</span> : null}
      </div>
      <div className="vac-item-main">
        <span className="vac-item-period">{days.range(request.start, request.end)}</span>
        <span className="vac-muted">{t("list.days", { count: request.days })}</span>
        <span className="vac-muted">{t("requests.balance", { count: request.balance })}</span>
        <Link to={`/vacations?tab=chart&from=${monthStart(request.start)}`}>{t("requests.chart")}</Link>
      </div>
      {request.comment ? (
        <p className="vac-item-note vac-muted">{t("list.comment", { comment: request.comment })}</p>
      ) : null}
      {request.can.decide ? (
        <div className="vac-item-actions">
          <Button
            intent="success"
            icon="tick"
            text={t("requests.approve")}
            aria-label={t("requests.approveOf", { name })}
            loading={decide.isPending && decide.variables?.approve}
            onClick={() => decide.mutate({ approve: true })}
          />
          <Button
            icon="cross"
            text={t("requests.decline")}
            aria-label={t("requests.declineOf", { name })}
            onClick={() => setDeclining(true)}
          />
        </div>
      ) : null}
      {declining ? <DeclineDialog id={request._id} name={name} onClose={() => setDeclining(false)} /> : null}
    </li>
  );
}
