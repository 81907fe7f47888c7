import { Button } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useEnv } from "../app/EnvContext";
import { paths } from "../app/paths";
import { isSuperadmin } from "../session/session";
import { Avatar } from "../ui/Avatar";
import { LanguageSwitch } from "./LanguageSwitch";
import { useMenuTranslation } from "./menu/i18n";

interface HeaderProps {
  me: UserView;
  client: ClientView | null | undefined;
  mobile: boolean;
  /** On phones the language switch lives in the mobile main menu, when there is one. */
  showLanguage: boolean;
  onMenu?: () => void;
  theme: { allowed: boolean; dark: boolean; toggle: () => void };
  /** Unread notifications for the bell; absent: no bell (no company). */
  /** The modules' shell parts' header items (e.g. the notification bell). */
  items?: ReactNode[];
  onLogout: () => void;
}

/** The top bar in the tenant's colors and logo (`client.design`): brand, language, theme, avatar, sign-out. */
export function Header({ me, client, mobile, showLanguage, onMenu, theme, items, onLogout }: HeaderProps) {
  const { t } = useTranslation();
  const { t: menuT } = useMenuTranslation();
  const { variant } = useEnv();
  const navigate = useNavigate();
  const superadmin = isSuperadmin(me);
  return (
    <header className="shell-header">
      {mobile && onMenu ? (
        <Button
          variant="minimal"
          icon="menu"
          aria-label={t("shell.menu")}
          onClick={onMenu}
          className="shell-header-button"
        />
      ) : null}
      <Link to="/" className="shell-brand">
        <img src={client?.design.logo || variant.systemAvatar} alt="" height={32} />
        <span className="shell-brand-name">{client?.name ?? t(variant.titleKey)}</span>
      </Link>
      <div className="shell-header-actions">
        {superadmin ? (
          <Button
            variant="minimal"
            icon="globe-network"
            onClick={() => void navigate(paths.clients)}
            text={mobile ? undefined : menuT("items.clients")}
            aria-label={menuT("items.clients")}
            className="shell-header-button"
          />
        ) : null}
        {showLanguage ? <LanguageSwitch me={me} /> : null}
        {theme.allowed ? (
          <Button
            variant="minimal"
            icon={theme.dark ? "flash" : "moon"}
            aria-label={t(theme.dark ? "shell.lightTheme" : "shell.darkTheme")}
            title={t(theme.dark ? "shell.lightTheme" : "shell.darkTheme")}
            onClick={theme.toggle}
            className="shell-header-button"
          />
        ) : null}
        {items?.map((item, index) => (
          <Fragment key={index}>{item}</Fragment>
        ))}
        <Avatar user={me} />
        <Button
          variant="minimal"
          icon="log-out"
          aria-label={t("shell.logout")}
          title={t("shell.logout")}
          onClick={onLogout}
          className="shell-header-button"
        />
      </div>
    </header>
  );
}
