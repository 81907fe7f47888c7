import type { ShopAccrualRecord } from "./accrual.entity";

type Language = "en" | "ru" | "ua";

/**
 * The wall post of a published accrual, written once for the whole company: in the company's
 * language (its settings; English when it has none). The person's name and the shop's own names
 * (currency, achievement) are the company's data and stay as they are.
 */
const texts: Record<Language, { coins: string; award: string; achievement: string }> = {
  en: {
    coins: "{name} received {amount} {currency}",
    award: "{name} received an award",
    achievement: "Achievement: {achievement}",
  },
  ru: {
    coins: "{name} получает {amount} {currency}",
    award: "{name} получает награду",
    achievement: "Достижение: {achievement}",
  },
  ua: {
    coins: "{name} отримує {amount} {currency}",
    award: "{name} отримує нагороду",
    achievement: "Досягнення: {achievement}",
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export function accrualPostText(
  language: Language | undefined,
  values: { name: string; currency: string },
  accrual: Pick<ShopAccrualRecord, "amount" | "achievementName" | "comment">,
): string {
  const own = texts[language ?? "en"];
  const parts = [
    accrual.amount ? fill(own.coins, { ...values, amount: String(accrual.amount) }) : fill(own.award, values),
    accrual.achievementName ? fill(own.achievement, { achievement: accrual.achievementName }) : "",
    accrual.comment ?? "",
  ];
  return parts.filter(Boolean).join("\n");
}
