import { Drawer } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MenuList } from "./menu/MenuList";
import type { MenuEntry } from "./menu/useMenu";

/** The mobile main menu (product-spec §2): the whole menu in a drawer, closed on navigation. */
export function MobileMenu({
  isOpen,
  onClose,
  entries,
  badge,
  footer,
}: {
  isOpen: boolean;
  onClose: () => void;
  entries: MenuEntry[];
  badge?: (key: string, place: "menu") => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="left"
      size="85%"
      title={t("shell.mainMenu")}
      className="shell-mobile-menu"
    >
      <div className="shell-mobile-menu-body">
        <nav aria-label={t("shell.mainMenu")}>
          <MenuList entries={entries} badge={badge} onNavigate={onClose} />
        </nav>
        {footer ? <div className="shell-mobile-menu-footer">{footer}</div> : null}
      </div>
    </Drawer>
  );
}
