import { useTranslation } from "react-i18next";
import { MenuList } from "./menu/MenuList";
import type { MenuEntry } from "./menu/useMenu";

/** The side navigation on wider screens (shown when a company and a user exist). */
export function Navbar({ entries, counts }: { entries: MenuEntry[]; counts?: Partial<Record<string, number>> }) {
  const { t } = useTranslation();
  return (
    <nav className="shell-navbar" aria-label={t("shell.mainMenu")}>
      <MenuList entries={entries} counts={counts} />
    </nav>
  );
}
