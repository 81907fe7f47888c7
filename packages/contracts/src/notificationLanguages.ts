import { escapeHtml } from "./html";
import { notificationLanguages, type NotificationLanguage } from "./notifications/builtin";

export { notificationLanguages, type NotificationLanguage, type NotificationTexts } from "./notifications/builtin";

/*
 * The small helpers of notification texts, apart from the texts themselves (notificationTexts.ts,
 * every module's texts in three languages): a Lambda that only needs a language or fills a text
 * does not load them all at its cold start.
 */

/** "…and N more" after the names a chat post lists, per language. */
export const chatMoreNames: Record<NotificationLanguage, (count: number) => string> = {
  en: (count) => ` and ${count} more`,
  ru: (count) => ` и ещё ${count}`,
  ua: (count) => ` і ще ${count}`,
};

/** A language of the interface, or undefined for anything else (an absent profile setting). */
export function notificationLanguageOf(value: string | null | undefined): NotificationLanguage | undefined {
  return (notificationLanguages as readonly string[]).includes(value ?? "")
    ? (value as NotificationLanguage)
    : undefined;
}

/** Replaces every `{{ name }}` with the escaped value (an unknown name renders empty). */
export function fillNotificationText(text: string, values: Record<string, string | undefined>): string {
  return text.replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (_whole, name: string) =>
    escapeHtml(Object.hasOwn(values, name) ? (values[name] ?? "") : ""),
  );
}
