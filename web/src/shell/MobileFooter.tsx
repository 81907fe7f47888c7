import { Icon } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { isUnder } from "../app/paths";
import type { MenuEntry } from "./menu/useMenu";
import type { ReactNode } from "react";

/** How many menu entries the phone's bottom bar holds before "More". */
const barSize = 4;

/** The mobile footer: the first menu entries as a bottom tab bar, and "More" for the mobile main menu. */
export function MobileFooter({
  entries,
  badge,
  onMore,
}: {
  entries: MenuEntry[];
  /** A module's badge on its tab (the notifications' unread count). */
  badge?: (key: string, place: "tab") => ReactNode;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="shell-mobile-footer" aria-label={t("shell.menu")}>
      {entries.slice(0, barSize).map((entry) => (
        <Link
          key={entry.key}
          to={entry.to}
          className="shell-tab"
          aria-current={isUnder(pathname, entry.to) ? "page" : undefined}
        >
          <span className="shell-tab-icon">
            <Icon icon={entry.icon} size={16} />
            {badge?.(entry.key, "tab")}
          </span>
          <span className="shell-tab-label">{entry.label}</span>
        </Link>
      ))}
      <button type="button" className="shell-tab" onClick={onMore}>
        <Icon icon="more" size={16} />
        <span className="shell-tab-label">{t("shell.more")}</span>
      </button>
    </nav>
  );
}
