import type { IdpSummary } from "@intranet/contracts/idp";
import { Link } from "react-router-dom";
import { usePlural } from "../../../i18n/usePlural";
import { useDays } from "../../../shared/useDateTime";
import { usePeople } from "../../../shared/usePeople";
import { usePeopleNames } from "../../../shared/usePeopleNames";
import { Avatar } from "../../../ui/Avatar";
import { useIdpTranslation } from "../i18n";
import { planPath } from "../paths";
import { StatusTag } from "../StatusTag";

/** A plan in a list: the employee (picture, name), the plan's title (to its page), tasks done, overdue, next due, status. */
export function PlanRow({
  client,
  plan,
  showEmployee = true,
}: {
  client: string;
  plan: IdpSummary;
  showEmployee?: boolean;
}) {
  const { t } = useIdpTranslation();
  const { byId } = usePeople(client);
  const nameOf = usePeopleNames(client);
  const days = useDays();
  const plural = usePlural();
  const person = byId.get(plan.employeeId);
  return (
    <li className="idp-row">
      <div className="idp-row-main">
        {showEmployee && person ? <Avatar user={person} size={32} /> : null}
        <div className="idp-row-text">
          <Link className="idp-row-title" to={planPath(plan._id)}>
            {plan.title}
          </Link>
          {showEmployee ? <span className="idp-muted">{nameOf(plan.employeeId)}</span> : null}
        </div>
      </div>
      <div className="idp-row-facts">
        <span>{t("row.tasks", { done: plan.tasksDone, total: plan.tasks })}</span>
        {plan.overdue ? (
          <span className="idp-overdue">{t(`row.overdue_${plural(plan.overdue)}`, { count: plan.overdue })}</span>
        ) : null}
        {plan.nextDue ? (
          <span className="idp-muted">{t("row.nextDue", { day: days.dayMonth(plan.nextDue) })}</span>
        ) : null}
        <StatusTag status={plan.status} />
      </div>
    </li>
  );
}
