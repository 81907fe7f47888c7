import { Card } from "@blueprintjs/core";
import type { BalanceView } from "@intranet/contracts/vacations";
import { useVacationsTranslation } from "../i18n";

/** The days left (requests waiting already taken off) and how many of them wait for approval. */
export function BalanceCard({ balance }: { balance: BalanceView }) {
  const { t } = useVacationsTranslation();
  return (
    <Card className="vac-balance" aria-label={t("balance.title")} role="group">
      <div className="vac-balance-figure">
        <span className="vac-balance-number">{balance.days}</span>
        <span className="vac-muted">{t("balance.left")}</span>
      </div>
      {balance.pending > 0 ? (
        <div className="vac-balance-figure">
          <span className="vac-balance-number vac-balance-pending">{balance.pending}</span>
          <span className="vac-muted">{t("balance.pending")}</span>
        </div>
      ) : null}
    </Card>
  );
}
