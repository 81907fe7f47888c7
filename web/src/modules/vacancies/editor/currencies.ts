import { isLanguage, type Language } from "../../../i18n/languages";

/** The currencies offered first (ISO 4217); a vacancy saved in another keeps it. */
export const currencies = ["RUB", "USD", "EUR", "UAH", "KZT", "BYN", "GBP", "PLN", "GEL", "AMD", "UZS", "CNY"] as const;

/** The last resort for a new vacancy's currency: the one the interface language's readers most likely pay in. */
export const languageCurrency: Record<Language, string> = { en: "USD", ru: "RUB", ua: "UAH" };

/** The offered currencies by the region (ISO 3166) that pays in them (the euro: its area's members). */
const regionCurrency: Record<string, string> = {
  RU: "RUB",
  US: "USD",
  UA: "UAH",
  KZ: "KZT",
  BY: "BYN",
  GB: "GBP",
  PL: "PLN",
  GE: "GEL",
  AM: "AMD",
  UZ: "UZS",
  CN: "CNY",
  ...Object.fromEntries(
    [
      "AT",
      "BE",
      "HR",
      "CY",
      "EE",
      "FI",
      "FR",
      "DE",
      "GR",
      "IE",
      "IT",
      "LV",
      "LT",
      "LU",
      "MT",
      "NL",
      "PT",
      "SK",
      "SI",
      "ES",
    ].map((region) => [region, "EUR"]),
  ),
};

/** The currency of the region a locale names explicitly ("en-GB" → GBP); none for a bare language ("en"). */
function currencyOfLocale(locale: string): string | undefined {
  try {
    const region = new Intl.Locale(locale).region;
    return region ? regionCurrency[region] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new vacancy's currency (the company has no currency setting, so it is derived — docs/modules/
 * vacancies.md): the one its newest vacancy was saved in (what the company pays in); else the one
 * of the region the browser's locales name ("en-GB": pounds); else the interface language's.
 */
export function defaultCurrency(
  newestVacancyCurrency: string | undefined,
  browserLocales: readonly string[],
  language: string,
): string {
  if (newestVacancyCurrency) return newestVacancyCurrency;
  for (const locale of browserLocales) {
    const found = currencyOfLocale(locale);
    if (found) return found;
  }
  return languageCurrency[isLanguage(language) ? language : "en"];
}

/** The choices for a vacancy in `current` (kept first if it is not a usual one). */
export const currencyChoices = (current: string): string[] =>
  (currencies as readonly string[]).includes(current) ? [...currencies] : [current, ...currencies];
