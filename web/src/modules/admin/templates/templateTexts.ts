import { builtinNotifications } from "@intranet/contracts/generated/notifications";
import { notificationSections, type NotificationTemplateView } from "@intranet/contracts/notifications";
import { builtinNotificationText } from "@intranet/contracts/notificationTexts";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, type Language } from "../../../i18n/languages";
import { builtinNames } from "./builtinNames";

/** The texts an administrator edits. */
export interface TemplateDraft {
  title: string;
  short: string;
  full: string;
}

/** The list's groups: the notification sections, then the company's own templates. */
export const templateGroups = [...notificationSections, "custom"] as const;
export type TemplateGroup = (typeof templateGroups)[number];

/** A built-in code's section (what it notifies about); the company's own templates are a group apart. */
export const groupOf = (code: string): TemplateGroup =>
  Object.hasOwn(builtinNotifications, code)
    ? builtinNotifications[code as keyof typeof builtinNotifications].section
    : "custom";

const englishName = (code: string): string | undefined =>
  Object.hasOwn(builtinNotifications, code)
    ? builtinNotifications[code as keyof typeof builtinNotifications].name
    : undefined;

/**
 * A template's name in the reader's language: a built-in one (or the company's version of it that
 * kept its name) by the built-in names; the company's own as its administrators wrote it.
 */
export function templateName(template: Pick<NotificationTemplateView, "code" | "name">, language: Language): string {
  const english = englishName(template.code);
  if (language === "en" || !english || template.name !== english) return template.name;
  return builtinNames[language][template.code as keyof typeof builtinNotifications] ?? template.name;
}

/** A built-in template's name in a language by its code (undefined for a code that is not built in). */
export function builtinTemplateName(code: string, language: Language): string | undefined {
  const english = englishName(code);
  return english === undefined ? undefined : templateName({ code, name: english }, language);
}

/**
 * The texts to start editing from: a built-in template's in the reader's language (it speaks every
 * reader's; the API lists its English), the company's own as stored.
 */
export function startingTexts(template: NotificationTemplateView, language: Language): TemplateDraft {
  const builtin = template.builtin ? builtinNotificationText(template.code, language) : undefined;
  return builtin ?? { title: template.title, short: template.short, full: template.full };
}

/** The reader's language, for the functions above. */
export function useTemplateLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "en";
}

export function useTemplateName() {
  const language = useTemplateLanguage();
  return useCallback(
    (template: Pick<NotificationTemplateView, "code" | "name">) => templateName(template, language),
    [language],
  );
}
