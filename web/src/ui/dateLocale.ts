import type { Locale } from "date-fns";
import { isLanguage, type Language } from "../i18n/languages";

/**
 * date-fns locales for Blueprint's date pickers, as static imports so Vite bundles them (a dynamic
 * path 404s in a build, STACK-NOTES). The product's `ua` is date-fns `uk`.
 */
const locales: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import("date-fns/locale/en-US"),
  ru: () => import("date-fns/locale/ru"),
  ua: () => import("date-fns/locale/uk"),
};

/** Blueprint's `dateFnsLocaleLoader`: called with the `locale` prop (our language code). */
export async function dateFnsLocaleLoader(code: string): Promise<Locale | undefined> {
  return isLanguage(code) ? (await locales[code]()).default : undefined;
}
