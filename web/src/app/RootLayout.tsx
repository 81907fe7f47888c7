import { Suspense, useMemo } from "react";
import { Outlet } from "react-router-dom";
import { useEnvState } from "./useEnvState";
import { defaultEnv, EnvContext, type AppEnv } from "./EnvContext";
import { ErrorDialogHost } from "./ErrorDialogHost";
import { NoConnection } from "./NoConnection";
import { PageLoader } from "./PageLoader";
import { Starting } from "./Starting";
import { useVendorBranding } from "./useVendorBranding";
import { vendorVariants } from "./vendor";

/** Above every route: the environment (vendor), the "No connection to server!" screen and the error dialogs. */
export function RootLayout() {
  const env = useEnvState();
  const appEnv = useMemo<AppEnv>(
    () =>
      env?.status === "ready" ? { ready: true, vendor: env.vendor, variant: vendorVariants[env.vendor] } : defaultEnv,
    [env],
  );
  useVendorBranding(appEnv.variant);
  if (env?.status === "offline") return <NoConnection />;
  if (env?.status === "starting") return <Starting />;
  return (
    <EnvContext.Provider value={appEnv}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ErrorDialogHost />
    </EnvContext.Provider>
  );
}
