import {
  formatCount,
  intlLocaleOf,
  pluralFormOf as languagePluralForm,
  type AutoValue,
  type PluralWords,
} from "../autoTexts";
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

export const pluralFormOf: (count: number, language: ShopLanguage) => CurrencyForm = languagePluralForm;

/** The product's language for any code (an unknown one reads English). */
export function shopLanguageOf(value: string | null | undefined): ShopLanguage {
  return (shopLanguages as readonly string[]).includes(value ?? "") ? (value as ShopLanguage) : "en";
}

/**
 * The currency word for `count` in `language`: the company's word for that form, else its word for
 * the language's other forms, else its one name for every language (when it chose one), else ours.
 */
export function currencyWord(count: number, language: ShopLanguage, shop: CurrencyNaming): string {
  return currencyWordOfForm(pluralFormOf(count, language), language, shop);
}

function currencyWordOfForm(form: CurrencyForm, language: ShopLanguage, shop: CurrencyNaming): string {
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
  if (style === "long") return formatCount(count, language, currencyWordsOf(shop));
  return `${new Intl.NumberFormat(intlLocaleOf(language)).format(count)} ${currencyShortIn(language, shop)}`;
}

/** The shop's name in `language` ("Shop!" until the company names it). */
export function shopNameIn(language: ShopLanguage, shop: Pick<CurrencyNaming, "name" | "translations">): string {
  return shop.translations?.[language]?.name || shop.name || shopLimits.defaultName;
}

/** The currency's word for every plural form of every language (what an amount value carries). */
export function currencyWordsOf(shop: CurrencyNaming): PluralWords {
  return Object.fromEntries(
    shopLanguages.map((language) => [
      language,
      Object.fromEntries(currencyFormsOf[language].map((form) => [form, currencyWordOfForm(form, language, shop)])),
    ]),
  );
}

/**
 * An amount as a stored value of a notification or a wall post (autoTexts.ts): the number and the
 * currency's words, written in the reader's language when read, so the texts never hold prose.
 */
export const coinsValue = (count: number, shop: CurrencyNaming): AutoValue => ({
  count,
  words: currencyWordsOf(shop),
});
