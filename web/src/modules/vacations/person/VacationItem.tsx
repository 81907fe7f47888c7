import { Button } from "@blueprintjs/core";
import type { PersonVacationsView, VacationView } from "@intranet/contracts/vacations";
import { useState } from "react";
import { useDays } from "../../../shared/useDateTime";
import { PlanDialog } from "../plan/PlanDialog";
import { StatusTag } from "../StatusTag";
import { useVacationsTranslation } from "../i18n";
import { CancelVacation } from "./CancelVacation";

/** One vacation: its period, days and status (a decline with its reason), and what the caller may do. */
export function VacationItem({
  vacation,
  view,
  forSelf,
}: {
  vacation: VacationView;
  view: PersonVacationsView;
  forSelf: boolean;
}) {
  const { t } = useVacationsTranslation();
  const days = useDays();
  const [editing, setEditing] = useState(false);
  const period = days.range(vacation.start, vacation.end);
  return (
    <li className="vac-item">
      <div className="vac-item-main">
        <span className="vac-item-period">{period}</span>
        <span className="vac-muted">{t("list.days", { count: vacation.days })}</span>
        <StatusTag status={vacation.status} />
      </div>
      {vacation.status === "declined" && vacation.reason ? (
        <p className="vac-item-note">{t("declinedReason", { reason: vacation.reason })}</p>
      ) : null}
      {vacation.comment ? (
        <p className="vac-item-note vac-muted">{t("list.comment", { comment: vacation.comment })}</p>
      ) : null}
      {vacation.can.edit || vacation.can.cancel ? (
        <div className="vac-item-actions">
          {vacation.can.edit ? (
            <Button
              size="small"
              icon="edit"
              text={t("list.edit")}
              aria-label={t("list.editOf", { period })}
              onClick={() => setEditing(true)}
            />
          ) : null}
          {vacation.can.cancel ? <CancelVacation vacation={vacation} period={period} /> : null}
        </div>
      ) : null}
      {editing ? (
        <PlanDialog view={view} forSelf={forSelf} vacation={vacation} onClose={() => setEditing(false)} />
      ) : null}
    </li>
  );
}
