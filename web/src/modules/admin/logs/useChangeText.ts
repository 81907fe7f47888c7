import { notificationChannels, notificationSections } from "@intranet/contracts/notifications";
import { useCallback } from "react";
import { useMenuTranslation } from "../../../shell/menu/i18n";
import { useLocale } from "../../../shared/useDateTime";
import { useAdminTranslation } from "../i18n";
import { admin as english } from "../i18n/en";
import { useBytes } from "../../../shared/useBytes";
import { useFeatureName } from "../parts/useFeatureName";
import type { JournalValue } from "./values";

const has = (table: object, key: string | undefined): key is string => !!key && Object.hasOwn(table, key);
const isChannel = (key: string | undefined) => (notificationChannels as readonly (string | undefined)[]).includes(key);
const isSection = (key: string | undefined) => (notificationSections as readonly (string | undefined)[]).includes(key);

/** Fields whose values are secrets: the journal keeps only "set" or "replaced". */
const secretFields = new Set([
  "hrmPassword",
  "mailingApiKey",
  "telegramBotToken",
  "teamsWebhookUrl",
  "slackWebhookUrl",
]);
/** Lists whose order is what changed (not diffed as added and removed). */
const orderedLists = new Set(["menuOrder"]);

const lastPart = (field: string) => field.slice(field.lastIndexOf(".") + 1);

/** Whether a field's lists are shown as what was added and removed (sets: rights, roles, hidden entries). */
export const diffsAsSet = (field: string) => !orderedLists.has(lastPart(field));

/**
 * A changed field's name and values in the reader's language: the fields the panel knows by name
 * (a nested one by its last part: `settings.lang` is the language), module switches, notification
 * channels per section and menu names by what they name; rights, roles, statuses, languages, menu
 * entries and secrets' states by their names. An unknown field gives null (shown by its path).
 */
export function useChangeText() {
  const { t } = useAdminTranslation();
  const { t: menuT } = useMenuTranslation();
  const locale = useLocale();
  const bytes = useBytes();
  const featureName = useFeatureName();

  const channel = useCallback((key: string) => t(`channels.${key as keyof typeof english.channels}`), [t]);
  const menuItem = useCallback(
    (key: string) => menuT(`items.${key.replace(/-/g, "_")}` as "items.company", { defaultValue: key }),
    [menuT],
  );

  const label = useCallback(
    (field: string): string | null => {
      const parts = field.split(".");
      const [head, second, third] = parts;
      if (head === "features" && second) return t("fields.feature", { name: featureName(second) });
      if (head === "channels" && isChannel(second)) return t("fields.channel", { channel: channel(second!) });
      if (head === "sections" && isSection(second) && isChannel(third))
        return t("fields.sectionChannel", {
          section: t(`templates.groups.${second as keyof typeof english.templates.groups}`),
          channel: channel(third!),
        });
      const menuAt = parts.indexOf("menuNames");
      if (menuAt >= 0 && parts[menuAt + 1]) {
        const item = menuItem(parts[menuAt + 1]!);
        const language = parts[menuAt + 2];
        return has(english.languageNames, language)
          ? t("fields.menuNameIn", { item, language: t(`languageNames.${language as "en"}`) })
          : t("fields.menuName", { item });
      }
      if (parts.at(-2) === "colors") return t("fields.color", { name: parts.at(-1) });
      const key = has(english.fields, field) ? field : has(english.fields, lastPart(field)) ? lastPart(field) : null;
      return key ? t(`fields.${key as keyof typeof english.fields}`) : null;
    },
    [t, featureName, channel, menuItem],
  );

  /** One item of a value (a list's entry, or a text) by what it names. */
  const item = useCallback(
    (field: string, text: string): string => {
      const name = lastPart(field);
      if (name === "rights" || name === "defaultRights")
        return t(`shared:rights.names.${text}` as "shared:rights.names.wall", { defaultValue: text });
      if (name === "roles" && has(english.roles, text)) return t(`roles.${text as keyof typeof english.roles}`);
      if (name === "status") return t(`ui:status.${text}` as "ui:status.active", { defaultValue: text });
      if (name === "lang" && has(english.languageNames, text)) return t(`languageNames.${text as "en"}`);
      if (name === "menuOrder" || name === "menuHidden" || name === "start_page") return menuItem(text);
      if (secretFields.has(name) && (text === "set" || text === "replaced"))
        return t(text === "set" ? "logs.entry.secretSet" : "logs.entry.secretReplaced");
      return text;
    },
    [t, menuItem],
  );

  const value = useCallback(
    (field: string, shown: JournalValue): string => {
      switch (shown.kind) {
        case "absent":
          return t("logs.entry.notSet");
        case "empty":
          return t("logs.entry.emptyText");
        case "boolean":
          if (field.startsWith("features.") || field.startsWith("channels.") || field.startsWith("sections."))
            return shown.value ? t("logs.entry.on") : t("logs.entry.off");
          return shown.value ? t("logs.entry.yes") : t("logs.entry.no");
        case "number":
          return /bytes$/i.test(field) ? bytes(shown.value) : new Intl.NumberFormat(locale).format(shown.value);
        case "list":
          return shown.items.map((entry) => item(field, entry)).join(", ");
        case "text":
          return item(field, shown.text);
        case "json":
          return shown.text;
      }
    },
    [t, bytes, locale, item],
  );

  return { label, value, item };
}
