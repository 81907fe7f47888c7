import type { Language } from "../../../i18n/languages";

/** The currencies offered first (ISO 4217); a vacancy saved in another keeps it. */
export const currencies = ["RUB", "USD", "EUR", "UAH", "KZT", "BYN", "GBP", "PLN", "GEL", "AMD", "UZS", "CNY"] as const;

/** A new vacancy's currency: the one the interface language's readers most likely pay in. */
export const defaultCurrency: Record<Language, string> = { en: "USD", ru: "RUB", ua: "UAH" };

/** The choices for a vacancy in `current` (kept first if it is not a usual one). */
export const currencyChoices = (current: string): string[] =>
  (currencies as readonly string[]).includes(current) ? [...currencies] : [current, ...currencies];
