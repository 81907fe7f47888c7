import { formatCoins, type CurrencyNaming } from "@intranet/contracts/shop";
import type { ShopAccrualRecord } from "./accrual.entity";

type Language = "en" | "ru" | "ua";

/**
 * The wall post of a published accrual, written once for the whole company: in the company's
 * language (its settings; English when it has none). The amount is written by the one coins
 * formatter (the currency in the language's plural form); the achievement's name is the company's own.
 */
const texts: Record<Language, { coins: string; award: string; achievement: string }> = {
  en: {
    coins: "{name} received {coins}",
    award: "{name} received an award",
    achievement: "Achievement: {achievement}",
  },
  ru: {
    coins: "{name} получает {coins}",
    award: "{name} получает награду",
    achievement: "Достижение: {achievement}",
  },
  ua: {
    coins: "{name} отримує {coins}",
    award: "{name} отримує нагороду",
    achievement: "Досягнення: {achievement}",
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export function accrualPostText(
  language: Language | undefined,
  values: { name: string; shop: CurrencyNaming },
  accrual: Pick<ShopAccrualRecord, "amount" | "achievementName" | "comment">,
): string {
  const own = texts[language ?? "en"];
  const { name, shop } = values;
  const parts = [
    accrual.amount
      ? fill(own.coins, { name, coins: formatCoins(accrual.amount, language ?? "en", shop) })
      : fill(own.award, { name }),
    accrual.achievementName ? fill(own.achievement, { achievement: accrual.achievementName }) : "",
    accrual.comment ?? "",
  ];
  return parts.filter(Boolean).join("\n");
}
