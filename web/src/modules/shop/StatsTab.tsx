import { Card, HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { errorText } from "../../i18n/errorText";
import { shopApi, shopKeys } from "./api";
import { PersonName } from "./PersonName";
import { usePeople } from "../../shared/usePeople";
import { useShopTranslation } from "./i18n";
import { useCoins } from "./useCoins";

/** Statistics (managers): the last 30 days' totals, top items and top receivers (GET /api/shop/stats). */
export function StatsTab({ client }: { client: string }) {
  const { t } = useShopTranslation();
  const { coins } = useCoins(client);
  const { byId } = usePeople(client);
  const stats = useQuery({ queryKey: shopKeys.stats(client, {}), queryFn: () => shopApi.stats({}) });
  if (stats.isPending) return <Spinner className="shop-spinner" />;
  if (stats.isError) return <NonIdealState icon="error" title={errorText(t, stats.error)} />;
  const data = stats.data;
  const totals = [
    ["issued", data.issued],
    ["spent", data.spent],
    ["withdrawn", data.withdrawn],
    ["orders", data.orders],
  ] as const;
  return (
    <div className="shop-stats">
      <p className="shop-stats-period">
        {t("stats.period")}: {data.dateFrom} – {data.dateTo}
      </p>
      <div className="shop-stats-totals">
        {totals.map(([key, value]) => (
          <Card key={key} className="shop-stat" elevation={1}>
            <span className="shop-stat-value">{value}</span>
            <span className="shop-stat-label">{t(`stats.${key}`)}</span>
          </Card>
        ))}
      </div>
      <div className="shop-stats-tops">
        <section>
          <h3>{t("stats.topItems")}</h3>
          {data.topItems.length ? (
            <HTMLTable className="shop-table" compact striped>
              <tbody>
                {data.topItems.map((row) => (
                  <tr key={row.item}>
                    <td>{row.name}</td>
                    <td className="shop-number">
                      {t("stats.sold")}: {row.count}
                    </td>
                    <td className="shop-number">{coins(row.coins)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            <p className="shop-muted">{t("stats.nothing")}</p>
          )}
        </section>
        <section>
          <h3>{t("stats.topReceivers")}</h3>
          {data.topReceivers.length ? (
            <HTMLTable className="shop-table" compact striped>
              <tbody>
                {data.topReceivers.map((row) => (
                  <tr key={row.user}>
                    <td>
                      <PersonName person={byId.get(row.user)} />
                    </td>
                    <td className="shop-number">{coins(row.coins)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            <p className="shop-muted">{t("stats.nothing")}</p>
          )}
        </section>
      </div>
    </div>
  );
}
