import { Button, Menu, MenuItem } from "@blueprintjs/core";
import { useLocation, useNavigate } from "react-router-dom";
import { isUnder } from "../../app/paths";
import { ClickPopover } from "../../ui/ClickPopover";
import { useHelpTranslation } from "./i18n";

/** The header's help button: a small menu with the help centre and the page about the portal. */
export function HelpMenu() {
  const { t } = useHelpTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = (
    <Menu aria-label={t("header.button")}>
      <MenuItem icon="manual" text={t("header.centre")} onClick={() => void navigate("/help/")} />
      <MenuItem icon="info-sign" text={t("header.about")} onClick={() => void navigate("/about/")} />
    </Menu>
  );
  return (
    <ClickPopover content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        icon="help"
        aria-label={t("header.button")}
        title={t("header.button")}
        active={isUnder(pathname, "/help") || isUnder(pathname, "/about")}
        className="shell-header-button"
      />
    </ClickPopover>
  );
}
