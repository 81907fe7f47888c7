import { Button, HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { UserView } from "@intranet/contracts";
import { errorText } from "../../i18n/errorText";
import { showToast } from "../../ui/toast";
import { shopApi, shopKeys } from "./api";
import { AccrueDialog } from "./AccrueDialog";
import { BalanceHistory } from "./balances/BalanceHistory";
import { NullifyDialog } from "./balances/NullifyDialog";
import { PersonName } from "./PersonName";
import { usePeople } from "../../shared/usePeople";
import { useShopTranslation } from "./i18n";
import { usePersonName } from "../../shared/usePersonName";
import { useCoins } from "./useCoins";

/** Balances (managers): everyone holding or having held coins, each person's history, accruing and nullifying. */
export function BalancesTab({ client, me }: { client: string; me: string }) {
  const { t } = useShopTranslation();
  const name = usePersonName();
  const { coins } = useCoins(client);
  const { people, byId } = usePeople(client);
  const balances = useQuery({ queryKey: shopKeys.balances(client), queryFn: () => shopApi.balances(client) });
  const [accruing, setAccruing] = useState<{ personId?: string } | null>(null);
  const [history, setHistory] = useState<UserView | null>(null);
  const [nullifying, setNullifying] = useState(false);
  const nameOf = (userId: string) => (byId.has(userId) ? name(byId.get(userId)!) : t("someone"));

  if (balances.isPending) return <Spinner className="shop-spinner" />;
  if (balances.isError) return <NonIdealState icon="error" title={errorText(t, balances.error)} />;
  return (
    <div className="shop-balances">
      <div className="shop-toolbar">
        <Button intent="primary" icon="plus" onClick={() => setAccruing({})}>
          {t("balances.accrue")}
        </Button>
        <Button intent="danger" variant="outlined" icon="warning-sign" onClick={() => setNullifying(true)}>
          {t("balances.nullify")}
        </Button>
      </div>
      {balances.data.items.length === 0 ? (
        <NonIdealState icon="bank-account" title={t("balances.empty")} />
      ) : (
        <div className="shop-table-wrap">
          <HTMLTable className="shop-table" striped>
            <thead>
              <tr>
                <th>{t("balances.person")}</th>
                <th className="shop-number">{t("balances.coins")}</th>
                <th className="shop-number shop-wide-only">{t("balances.earned")}</th>
                <th className="shop-number shop-wide-only">{t("balances.spent")}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {balances.data.items.map((balance) => (
                <tr key={balance.user}>
                  <td>
                    <PersonName person={byId.get(balance.user)} />
                  </td>
                  <td className="shop-number">{coins(balance.coins)}</td>
                  <td className="shop-number shop-wide-only">{coins(balance.earned, "short")}</td>
                  <td className="shop-number shop-wide-only">{coins(balance.spent, "short")}</td>
                  <td className="shop-row-actions">
                    <Button
                      size="small"
                      variant="minimal"
                      icon="history"
                      aria-label={t("balances.historyOf", { name: nameOf(balance.user) })}
                      title={t("balances.history")}
                      disabled={!byId.has(balance.user)}
                      onClick={() => setHistory(byId.get(balance.user) ?? null)}
                    />
                    {balance.user === me ? null : (
                      <Button
                        size="small"
                        variant="minimal"
                        icon="plus"
                        aria-label={`${t("balances.accrue")}: ${nameOf(balance.user)}`}
                        title={t("balances.accrue")}
                        onClick={() => setAccruing({ personId: balance.user })}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {accruing ? (
        <AccrueDialog
          client={client}
          me={me}
          people={people}
          personId={accruing.personId}
          onClose={(done) => {
            setAccruing(null);
            if (done !== undefined) void showToast(t("accrue.done", { name: done }));
          }}
        />
      ) : null}
      {history ? <BalanceHistory client={client} person={history} onClose={() => setHistory(null)} /> : null}
      {nullifying ? <NullifyDialog client={client} onClose={() => setNullifying(false)} /> : null}
    </div>
  );
}
