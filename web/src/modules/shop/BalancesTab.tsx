import { Button, HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { shopApi, shopKeys } from "./api";
import { AccrueDialog } from "./AccrueDialog";
import { PersonName } from "./PersonName";
import { usePeople } from "../../shared/usePeople";
import { useShopTranslation } from "./i18n";
import { usePersonName } from "../../shared/usePersonName";

/** Balances (managers): everyone holding or having held coins, and the accrual dialog. */
export function BalancesTab({ client, currency }: { client: string; currency: string }) {
  const { t } = useShopTranslation();
  const name = usePersonName();
  const { people, byId } = usePeople(client);
  const balances = useQuery({ queryKey: shopKeys.balances(client), queryFn: () => shopApi.balances(client) });
  const [accruing, setAccruing] = useState<{ personId?: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const dialog = accruing ? (
    <AccrueDialog
      client={client}
      people={people}
      personId={accruing.personId}
      onClose={(name) => {
        setAccruing(null);
        if (name !== undefined) setDone(t("accrue.done", { name }));
      }}
    />
  ) : null;
  if (balances.isPending) return <Spinner className="shop-spinner" />;
  if (balances.isError) return <NonIdealState icon="error" title={errorText(t, balances.error)} />;
  return (
    <div className="shop-balances">
      <div className="shop-toolbar">
        <Button intent="primary" icon="plus" onClick={() => setAccruing({})}>
          {t("balances.accrue")}
        </Button>
      </div>
      {done ? <FormAlert intent="success">{done}</FormAlert> : null}
      {balances.data.items.length === 0 ? (
        <NonIdealState icon="bank-account" title={t("balances.empty")} />
      ) : (
        <div className="shop-table-wrap">
          <HTMLTable className="shop-table" striped>
            <thead>
              <tr>
                <th>{t("balances.person")}</th>
                <th className="shop-number">{t("balances.coins")}</th>
                <th className="shop-number">{t("balances.earned")}</th>
                <th className="shop-number">{t("balances.spent")}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {balances.data.items.map((balance) => (
                <tr key={balance.user}>
                  <td>
                    <PersonName person={byId.get(balance.user)} />
                  </td>
                  <td className="shop-number">{t("coins", { count: balance.coins, currency })}</td>
                  <td className="shop-number">{balance.earned}</td>
                  <td className="shop-number">{balance.spent}</td>
                  <td>
                    <Button
                      small
                      minimal
                      icon="plus"
                      aria-label={`${t("balances.accrue")}: ${byId.has(balance.user) ? name(byId.get(balance.user)!) : ""}`}
                      onClick={() => setAccruing({ personId: balance.user })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {dialog}
    </div>
  );
}
