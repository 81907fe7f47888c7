import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { formatCoins, shopLanguageOf, shopLimits, shopNameIn, type CurrencyNaming } from "@intranet/contracts/shop";
import { shopApi, shopKeys } from "./api";

const defaults: CurrencyNaming = {
  name: shopLimits.defaultName,
  currencyName: shopLimits.defaultCurrencyName,
  currencyShort: shopLimits.defaultCurrencyShort,
};

/**
 * Every amount on the shop's screens, through the one formatter the notifications use too
 * (contracts/shop/coins.ts): the company's currency words in the reader's language and its plural
 * form ("1 coin", "5 монет"); `short` writes the code for narrow columns. The settings are the
 * page's own query (cached), so any component may ask.
 */
export function useCoins(client: string) {
  const { i18n } = useTranslation();
  const settings = useQuery({ queryKey: shopKeys.settings(client), queryFn: () => shopApi.settings(client) });
  const language = shopLanguageOf(i18n.language);
  const naming = settings.data ?? defaults;
  const coins = useCallback(
    (count: number, style: "long" | "short" = "long") => formatCoins(count, language, naming, style),
    [language, naming],
  );
  return { coins, shopName: shopNameIn(language, naming), language };
}
