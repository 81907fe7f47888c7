import { useQuery } from "@tanstack/react-query";
import { shopApi, shopKeys } from "./api";

/** The shop's settings (name, currency, whether the reader manages or may buy) and the reader's balance. */
export function useShopData(client: string, me: string) {
  const settings = useQuery({ queryKey: shopKeys.settings(client), queryFn: () => shopApi.settings(client) });
  const canBuy = settings.data?.canBuy ?? false;
  const balance = useQuery({
    queryKey: shopKeys.balance(me),
    queryFn: () => shopApi.balance(me),
    enabled: canBuy,
  });
  return { settings, balance, canBuy, canManage: settings.data?.canManage ?? false };
}
