import { FocusStyleManager } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { Navigate, useLocation } from "react-router-dom";
import { useEffect } from "react";
import { useEnv } from "../app/EnvContext";
import { paths } from "../app/paths";
import ServerErrorPage from "../pages/ServerErrorPage";
import { clearSession, getSession, isAuthenticated, isSuperadmin, useSession } from "../session/session";
import { readStored } from "../session/storage";
import { rememberWantedPath } from "../session/wantedPath";
import { loadModuleChunks } from "../modules/moduleRoutes";
import { guardRoute } from "./guard";
import { Loader } from "./Loader";
import { queryClient } from "./queryClient";
import { Shell } from "./Shell";
import { useCurrentClient } from "./startup/useCurrentClient";
import { useLanguageFromProfile } from "./startup/useLanguageFromProfile";
import { useOwnInfo } from "./startup/useOwnInfo";
import { useWorkspaceUsers } from "./startup/useWorkspaceUsers";
import { installIconLoader } from "../ui/icons/loader";
import "./shell.css";

// Blueprint components with icon names load through our loader (set before the first one renders).
installIconLoader();
// Focus rings for the keyboard only: a mouse click on a tab or button leaves no focus box.
FocusStyleManager.onlyShowFocusOnTabs();
// The table of module chunks, fetched with the shell rather than after it (the first module page needs it).
void loadModuleChunks();

/** No valid session: remember the wanted path, drop an expired token, go to login. */
function ToLogin({ wanted }: { wanted: string }) {
  useEffect(() => {
    const session = getSession();
    if (!session.signedOut) rememberWantedPath(wanted);
    if (session.token) clearSession();
  }, [wanted]);
  return <Navigate to={paths.login} replace />;
}

/**
 * The main layout's gate: the route guard (product-spec §2) and the startup order of §4 — own
 * info, language, the company, its users — then the shell. The loader shows until the user and a
 * company (or a superadmin without one) are known.
 */
function GuardedShell() {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const env = useEnv();
  const me = useOwnInfo(session, env.ready);
  const client = useCurrentClient(me.data, session.clientId);
  useLanguageFromProfile(me.data, client.data);
  useWorkspaceUsers(client.data);

  const superadmin = isSuperadmin(me.data);
  const clientKnown = superadmin ? client.fetchStatus === "idle" : !!client.data;
  const decision = guardRoute({
    pathname,
    authenticated: isAuthenticated(session),
    user: me.data ?? null,
    startPage: clientKnown ? readStored("start_page") : undefined,
    client: client.data ?? null,
  });

  if (decision.kind === "login") return <ToLogin wanted={`${pathname}${search}${hash}`} />;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  if (me.isError || (!superadmin && client.isError)) return <ServerErrorPage />;
  if (!me.data || !clientKnown) return <Loader />;
  return <Shell me={me.data} client={client.data ?? null} token={session.token} denied={decision.kind === "denied"} />;
}

/** The home shell's route element (its own chunk, with TanStack Query and the shell's styles). */
export default function HomeLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <GuardedShell />
    </QueryClientProvider>
  );
}
