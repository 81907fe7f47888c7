import type { ClientView, UserView } from "@intranet/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { visibleMenu } from "./visibleMenu";

export interface MenuEntry {
  key: string;
  to: string;
  icon: ReturnType<typeof visibleMenu>[number]["icon"];
  label: string;
}

/** The user's menu with its labels: the tenant's own names, else the localised defaults. */
export function useMenu(me: UserView, client: ClientView | null | undefined): MenuEntry[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      visibleMenu(me, client ?? null).map((item) => ({
        key: item.key,
        to: item.to,
        icon: item.icon,
        label: item.customName ?? t(`menu.${item.key}`),
      })),
    [me, client, t],
  );
}
