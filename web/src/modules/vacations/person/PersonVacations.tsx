import { Button } from "@blueprintjs/core";
import type { PersonVacationsView } from "@intranet/contracts/vacations";
import { useState, type ReactNode } from "react";
import { useVacationsTranslation } from "../i18n";
import { PlanDialog } from "../plan/PlanDialog";
import { BalanceCard } from "./BalanceCard";
import { LedgerTable } from "./LedgerTable";
import { VacationList } from "./VacationList";

/**
 * A person's balance, vacations and balance history, with "Request a vacation" (one's own, when
 * the chief approves) or "Plan a vacation"; `extra` adds HR's own actions (adjusting the balance).
 */
export function PersonVacations({
  view,
  client,
  forSelf,
  extra,
}: {
  view: PersonVacationsView;
  client: string;
  forSelf: boolean;
  extra?: ReactNode;
}) {
  const { t } = useVacationsTranslation();
  const [planning, setPlanning] = useState(false);
  return (
    <div className="vac-person">
      <div className="vac-person-top">
        <BalanceCard balance={view.balance} />
        <div className="vac-actions">
          <Button
            intent="primary"
            icon="plus"
            text={forSelf && view.settings.approval ? t("plan.request") : t("plan.plan")}
            onClick={() => setPlanning(true)}
          />
          {extra}
        </div>
      </div>
      <VacationList view={view} forSelf={forSelf} />
      <LedgerTable userId={view.userId} client={client} />
      {planning ? <PlanDialog view={view} forSelf={forSelf} onClose={() => setPlanning(false)} /> : null}
    </div>
  );
}
