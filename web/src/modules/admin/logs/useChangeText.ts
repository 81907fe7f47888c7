import { useCallback } from "react";
import { useLocale } from "../../../shared/useDateTime";
import { useAdminTranslation } from "../i18n";
import { admin as english } from "../i18n/en";
import { useBytes } from "../parts/useBytes";
import { useFeatureName } from "../parts/useFeatureName";
import type { JournalValue } from "./values";

const fieldKeys = new Set(Object.keys(english.fields));
const roleKeys = new Set(Object.keys(english.roles));

const last = (field: string) => field.slice(field.lastIndexOf(".") + 1);

/**
 * A changed field's name and values in the reader's language: the fields the panel knows by name
 * (a nested one by its last part: `settings.lang` is the language), a module switch by the module's
 * name; rights, roles and statuses by theirs. An unknown field is shown by its path (null here).
 */
export function useChangeText() {
  const { t } = useAdminTranslation();
  const featureName = useFeatureName();
  const locale = useLocale();
  const bytes = useBytes();

  const label = useCallback(
    (field: string): string | null => {
      if (field.startsWith("features.")) {
        return t("fields.feature", { name: featureName(field.slice("features.".length)) });
      }
      const key = fieldKeys.has(field) ? field : fieldKeys.has(last(field)) ? last(field) : null;
      return key ? t(`fields.${key as keyof typeof english.fields}`) : null;
    },
    [t, featureName],
  );

  const item = useCallback(
    (field: string, text: string): string => {
      const name = last(field);
      if (name === "rights" || name === "defaultRights")
        return t(`shared:rights.names.${text}` as "shared:rights.names.wall", { defaultValue: text });
      if (name === "roles" && roleKeys.has(text)) return t(`roles.${text as keyof typeof english.roles}`);
      if (name === "status") return t(`ui:status.${text}` as "ui:status.active", { defaultValue: text });
      return text;
    },
    [t],
  );

  const value = useCallback(
    (field: string, shown: JournalValue): string => {
      switch (shown.kind) {
        case "absent":
          return t("logs.entry.notSet");
        case "empty":
          return t("logs.entry.emptyText");
        case "boolean":
          if (field.startsWith("features.")) return shown.value ? t("logs.entry.on") : t("logs.entry.off");
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

  return { label, value };
}
