import {
  currencyFormsOf,
  shopLanguages,
  type CurrencyForm,
  type ShopLanguage,
  type ShopSettingsBody,
  type ShopTranslations,
  type ShopView,
} from "@intranet/contracts/shop";

/** The settings form's values: every text as typed (empty = the default applies). */
export interface SettingsDraft {
  name: string;
  icon: string;
  description: string;
  currencyName: string;
  currencyShort: string;
  translations: Record<ShopLanguage, { name: string; short: string; currency: Partial<Record<CurrencyForm, string>> }>;
  managers: string[];
}

export function draftOf(shop: ShopView): SettingsDraft {
  const translations = Object.fromEntries(
    shopLanguages.map((language) => {
      const own = shop.translations[language];
      return [language, { name: own?.name ?? "", short: own?.short ?? "", currency: { ...(own?.currency ?? {}) } }];
    }),
  ) as SettingsDraft["translations"];
  return {
    name: shop.name,
    icon: shop.icon,
    description: shop.description,
    currencyName: shop.currencyName,
    currencyShort: shop.currencyShort,
    translations,
    managers: shop.managers,
  };
}

/** What PUT /api/shop gets: texts trimmed, only the forms the language uses; managers only from admins. */
export function bodyOf(draft: SettingsDraft, withManagers: boolean, pic: string | null): ShopSettingsBody {
  const translations = Object.fromEntries(
    shopLanguages.map((language) => {
      const own = draft.translations[language];
      const currency = Object.fromEntries(
        currencyFormsOf[language].map((form) => [form, (own.currency[form] ?? "").trim()]),
      );
      return [language, { name: own.name.trim(), short: own.short.trim(), currency }];
    }),
  ) as ShopTranslations;
  return {
    name: draft.name.trim(),
    icon: draft.icon.trim(),
    description: draft.description.trim(),
    currencyName: draft.currencyName.trim(),
    currencyShort: draft.currencyShort.trim(),
    translations,
    pic,
    ...(withManagers ? { managers: draft.managers } : {}),
  };
}

/** The first whole numbers that take `form` in `language` (the label of that form's field). */
export function numbersOf(form: CurrencyForm, language: ShopLanguage): string {
  const rules = new Intl.PluralRules(language === "ua" ? "uk" : language);
  const found: number[] = [];
  for (let count = 0; count <= 200 && found.length < 3; count += 1) if (rules.select(count) === form) found.push(count);
  return `${found.join(", ")}…`;
}
