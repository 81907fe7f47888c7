import type { ClientView, UserView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment, Suspense, useEffect, useState } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import { authApi } from "../api/auth";
import { preloadErrorDialog } from "../app/ErrorDialogHost";
import { loadAllErrorTexts } from "../i18n";
import { paths } from "../app/paths";
import AccessDeniedPage from "../pages/AccessDeniedPage";
import { InMainLandmark } from "../pages/landmark";
import { signOut } from "../session/session";
import { DevInfo } from "./DevInfo";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LanguageSwitch } from "./LanguageSwitch";
import { Loader } from "./Loader";
import { useMenu } from "./menu/useMenu";
import { MobileFooter } from "./MobileFooter";
import { MobileMenu } from "./MobileMenu";
import { Navbar } from "./Navbar";
import { useShellParts } from "../modules/shellParts";
import { useInactivityReport } from "./startup/useInactivityReport";
import { useModuleVisits } from "./startup/useModuleVisits";
import { useRealtime } from "./startup/useRealtime";
import { useDevInfoHotkey } from "./useDevInfoHotkey";
import { useIsMobile } from "./useIsMobile";
import { useTenantStyle } from "./useTenantStyle";
import { useTheme } from "./useTheme";
import type { ShellData } from "./useShellData";

interface ShellProps {
  me: UserView;
  client: ClientView | null;
  token: string | null;
  /** The route guard refused the current route: the access-denied page shows in the main area. */
  denied?: boolean;
}

/**
 * The home shell (product-spec §2): header, navbar (with a company), main area, footer; on phones
 * the mobile footer and the mobile main menu. Runs the rest of startup: realtime socket, the modules'
 * shell parts (the mood check among them), inactivity and module-visit reports.
 */
export function Shell({ me, client, token, denied = false }: ShellProps) {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const entries = useMenu(me, client);
  const theme = useTheme(me);
  const [menuOpen, setMenuOpen] = useState(false);
  const [devInfo, hideDevInfo] = useDevInfoHotkey();
  const realtime = useRealtime(token, me, client);
  // Modules' always-on parts (manifest `shellPart`): header items, menu badges, listeners.
  const parts = useShellParts({ me, client, realtime: realtime.status });
  const menuBadge = (key: string, place: "menu" | "tab") =>
    parts.map((part, index) => <Fragment key={index}>{part.menuBadge?.(key, place)}</Fragment>);
  useInactivityReport(me, client);
  useModuleVisits(me, client);
  useTenantStyle(client?.design);
  useEffect(preloadErrorDialog, []);
  useEffect(() => void loadAllErrorTexts(), []);

  const logout = async () => {
    realtime.sendLogout();
    await authApi.logout().catch(() => undefined);
    signOut();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };
  const withNavbar = !!client;

  return (
    <div className="shell">
      <Header
        me={me}
        client={client}
        mobile={mobile}
        showLanguage={!mobile || !withNavbar}
        onMenu={withNavbar ? () => setMenuOpen(true) : undefined}
        theme={theme}
        items={parts.map((part) => part.header)}
        onLogout={() => void logout()}
      />
      <div className="shell-body">
        {withNavbar && !mobile ? <Navbar entries={entries} badge={menuBadge} /> : null}
        <main className="shell-main">
          <InMainLandmark.Provider value={true}>
            <Suspense fallback={<Loader />}>
              {denied ? <AccessDeniedPage /> : <Outlet context={{ me, client } satisfies ShellData} />}
            </Suspense>
          </InMainLandmark.Provider>
        </main>
      </div>
      {mobile ? null : <Footer />}
      {mobile && withNavbar ? (
        <>
          <MobileFooter entries={entries} badge={menuBadge} onMore={() => setMenuOpen(true)} />
          <MobileMenu
            isOpen={menuOpen}
            onClose={() => setMenuOpen(false)}
            entries={entries}
            badge={menuBadge}
            footer={<LanguageSwitch me={me} />}
          />
        </>
      ) : null}
      {devInfo ? <DevInfo me={me} client={client} realtime={realtime.status} onClose={hideDevInfo} /> : null}
    </div>
  );
}
