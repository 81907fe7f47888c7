import type { ClientView, UserView } from "@intranet/contracts";
import { useMemo } from "react";
import { isBuiltMenuEntry } from "../../shared/builtModules";
import { isLanguage } from "../../i18n/languages";
import { useMenuTranslation } from "./i18n";
import { visibleMenu } from "./visibleMenu";

export interface MenuEntry {
  key: string;
  to: string;
  icon: ReturnType<typeof visibleMenu>[number]["icon"];
  label: string;
}

/**
 * The user's menu with its labels: the tenant's own names in the reader's language, else the
 * localised defaults; entries the company hides are left out (`visibleMenu`). Entries of
 * modules not built yet are left out (`isBuiltMenuEntry`), and a superadmin inside a company gets no
 * notification center entry (they are none of its people).
 */
export function useMenu(me: UserView, client: ClientView | null | undefined): MenuEntry[] {
  const { t, i18n } = useMenuTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return useMemo(
    () =>
      visibleMenu(me, client ?? null, language)
        .filter((item) => isBuiltMenuEntry(item.key))
        .filter((item) => !(item.key === "notifications" && me.roles.includes("superadmin")))
        .map((item) => ({
          key: item.key,
          to: item.to,
          icon: item.icon,
          label: item.customName ?? t(`items.${item.key}`),
        })),
    [me, client, t, language],
  );
}
