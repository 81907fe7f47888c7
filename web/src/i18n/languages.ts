/** Interface languages (product-spec §1): default en, fallback ru. `ua` is the product's code for Ukrainian. */
export const languages = ["en", "ru", "ua"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";
export const fallbackLanguage: Language = "ru";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** BCP 47 tag for `<html lang>` and Intl: the product's `ua` is `uk`. */
export function htmlLang(language: Language): string {
  return language === "ua" ? "uk" : language;
}
