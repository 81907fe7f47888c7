import { notificationLanguages, type NotificationLanguage } from "../notifications/builtin";
import { shopLimits, type ShopTranslations } from "./schemas";

/**
 * THE way an amount of a company's coins is written, in the SPA and in the shop's notification
 * texts alike: the number in the language's digits grouping, then the currency word in the plural
 * form the language's rules pick (Intl.PluralRules: en one/other; ru and uk one/few/many).
 */
export type ShopLanguage = NotificationLanguage;
export const shopLanguages = notificationLanguages;
export type CurrencyForm = "one" | "few" | "many" | "other";

/** The plural forms a language uses for whole numbers (what the settings ask for). */
export const currencyFormsOf: Record<ShopLanguage, readonly CurrencyForm[]> = {
  en: ["one", "other"],
  ru: ["one", "few", "many"],
  ua: ["one", "few", "many"],
};

/** The words used while a company has not named its currency in a language. */
const builtinCurrency: Record<ShopLanguage, Record<CurrencyForm, string>> = {
  en: { one: "coin", few: "coins", many: "coins", other: "coins" },
  ru: { one: "монета", few: "монеты", many: "монет", other: "монеты" },
  ua: { one: "монета", few: "монети", many: "монет", other: "монети" },
};
const builtinShort: Record<ShopLanguage, string> = { en: "c", ru: "мон.", ua: "мон." };

/** What the formatter needs of the shop's settings (ShopView has it all). */
export interface CurrencyNaming {
  name?: string;
  currencyName: string;
  currencyShort: string;
  translations?: ShopTranslations | undefined;
}

/** `ua` is the product's code; Intl knows Ukrainian as `uk`. */
const intlLocale = (language: ShopLanguage) => (language === "ua" ? "uk" : language);

export function pluralFormOf(count: number, language: ShopLanguage): CurrencyForm {
  const form = new Intl.PluralRules(intlLocale(language)).select(count);
  return form === "one" || form === "few" || form === "many" ? form : "other";
}

/** The product's language for any code (an unknown one reads English). */
export function shopLanguageOf(value: string | null | undefined): ShopLanguage {
  return (shopLanguages as readonly string[]).includes(value ?? "") ? (value as ShopLanguage) : "en";
}

/**
 * The currency word for `count` in `language`: the company's word for that form, else its word for
 * the language's other forms, else its one name for every language (when it chose one), else ours.
 */
export function currencyWord(count: number, language: ShopLanguage, shop: CurrencyNaming): string {
  const form = pluralFormOf(count, language);
  const own = shop.translations?.[language]?.currency;
  const named = shop.currencyName && shop.currencyName !== shopLimits.defaultCurrencyName ? shop.currencyName : "";
  return own?.[form] || own?.other || own?.many || own?.one || named || builtinCurrency[language][form];
}

/** The short code in `language` (tables, narrow places). */
export function currencyShortIn(language: ShopLanguage, shop: CurrencyNaming): string {
  const own = shop.translations?.[language]?.short;
  const named = shop.currencyShort && shop.currencyShort !== shopLimits.defaultCurrencyShort ? shop.currencyShort : "";
  return own || named || builtinShort[language];
}

/** "1,000 coins", "5 монет", "21 монета"; `short` writes the code instead ("1,000 c"). */
export function formatCoins(
  count: number,
  language: ShopLanguage,
  shop: CurrencyNaming,
  style: "long" | "short" = "long",
): string {
  const number = new Intl.NumberFormat(intlLocale(language)).format(count);
  return `${number} ${style === "short" ? currencyShortIn(language, shop) : currencyWord(count, language, shop)}`;
}

/** The shop's name in `language` ("Shop!" until the company names it). */
export function shopNameIn(language: ShopLanguage, shop: Pick<CurrencyNaming, "name" | "translations">): string {
  return shop.translations?.[language]?.name || shop.name || shopLimits.defaultName;
}

/**
 * An amount for a notification, in every language at once (`coins_en`, `coins_ru`, `coins_ua`):
 * the stored values let the center show it again in whatever language the reader switches to.
 */
export function coinsInEveryLanguage(prefix: string, count: number, shop: CurrencyNaming): Record<string, string> {
  return Object.fromEntries(
    shopLanguages.map((language) => [`${prefix}_${language}`, formatCoins(count, language, shop)]),
  );
}
