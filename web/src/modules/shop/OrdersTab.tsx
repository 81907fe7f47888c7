import { Button, HTMLTable, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onRealtimeEvent } from "../../shell/startup/realtimeEvents";
import { useDateTime } from "../../shared/useDateTime";
import { errorText } from "../../i18n/errorText";
import { shopApi, shopKeys } from "./api";
import { PersonName } from "./PersonName";
import { usePeople } from "../../shared/usePeople";
import { useShopTranslation } from "./i18n";
import { useCoins } from "./useCoins";

/** Orders (managers): newest first; a new purchase arrives live (`shop.order`); "handed out" closes one. */
export function OrdersTab({ client }: { client: string }) {
  const { t } = useShopTranslation();
  const { coins } = useCoins(client);
  const when = useDateTime();
  const queryClient = useQueryClient();
  const { byId } = usePeople(client);
  const orders = useQuery({ queryKey: shopKeys.orders(client), queryFn: () => shopApi.orders(client) });
  const handOut = useMutation({
    mutationFn: (id: string) => shopApi.handOut(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.orders(client) }),
  });
  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type === "shop.order") void queryClient.invalidateQueries({ queryKey: shopKeys.orders(client) });
      }),
    [client, queryClient],
  );

  if (orders.isPending) return <Spinner className="shop-spinner" />;
  if (orders.isError) return <NonIdealState icon="error" title={errorText(t, orders.error)} />;
  if (!orders.data.items.length) return <NonIdealState icon="shopping-cart" title={t("orders.empty")} />;
  return (
    <div className="shop-table-wrap">
      <HTMLTable className="shop-table" striped>
        <thead>
          <tr>
            <th>{t("orders.person")}</th>
            <th>{t("orders.item")}</th>
            <th>{t("orders.cost")}</th>
            <th>{t("orders.date")}</th>
            <th>{t("orders.status")}</th>
          </tr>
        </thead>
        <tbody>
          {orders.data.items.map((order) => (
            <tr key={order._id}>
              <td>
                <PersonName person={byId.get(order.user)} />
              </td>
              <td>{order.item.name}</td>
              <td>{coins(order.cost)}</td>
              <td>
                <time dateTime={order.createdAt}>{when(order.createdAt)}</time>
              </td>
              <td>
                {order.status === "new" ? (
                  <Button
                    small
                    intent="primary"
                    icon="tick"
                    loading={handOut.isPending && handOut.variables === order._id}
                    onClick={() => handOut.mutate(order._id)}
                  >
                    {t("orders.handOut")}
                  </Button>
                ) : (
                  <Tag minimal intent="success">
                    {t("orders.handed_out")}
                  </Tag>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
