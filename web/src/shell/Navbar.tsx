import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MenuList } from "./menu/MenuList";
import type { MenuEntry } from "./menu/useMenu";

/** The side navigation on wider screens (shown when a company and a user exist). */
export function Navbar({
  entries,
  badge,
}: {
  entries: MenuEntry[];
  badge?: (key: string, place: "menu") => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <nav className="shell-navbar" aria-label={t("shell.mainMenu")}>
      <MenuList entries={entries} badge={badge} />
    </nav>
  );
}
