import { useTranslation } from "react-i18next";
import { MenuList } from "./menu/MenuList";
import type { MenuEntry } from "./menu/useMenu";

/** The side navigation on wider screens (shown when a company and a user exist). */
export function Navbar({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <nav className="shell-navbar" aria-label={t("shell.mainMenu")}>
      <MenuList entries={entries} />
    </nav>
  );
}
