import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { BalanceView } from "@intranet/contracts/shop";
import { onRealtimeEvent } from "../../shell/startup/realtimeEvents";
import { shopKeys } from "./api";

/**
 * Keeps the reader's balance current while the shop is open: the server pushes `shop.balance` after
 * every accrual, cancellation, purchase or nullification (subscriber ShopNotify), so the number is
 * set at once and the lists that show balances and accruals are read again; a manager's balances
 * table is read again after each new order.
 */
export function useBalanceLive(client: string, me: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeEvent((event) => {
        // A purchase reaches the managers as `shop.order`: the buyer's balance in their table changed.
        if (event.type === "shop.order") void queryClient.invalidateQueries({ queryKey: shopKeys.balances(client) });
        if (event.type !== "shop.balance") return;
        queryClient.setQueryData<BalanceView>(shopKeys.balance(me), (current) =>
          current ? { ...current, coins: event.coins } : current,
        );
        void queryClient.invalidateQueries({ queryKey: shopKeys.balance(me) });
        void queryClient.invalidateQueries({ queryKey: shopKeys.balances(client) });
        void queryClient.invalidateQueries({ queryKey: shopKeys.accruals(client) });
      }),
    [client, me, queryClient],
  );
}
