import { createContext, useContext } from "react";
import type { Vendor } from "@intranet/contracts";
import { vendorVariants, type VendorVariant } from "./vendor";

export interface AppEnv {
  /** GET /api/env has answered (startup step 1): the rest of startup waits for it. */
  ready: boolean;
  vendor: Vendor;
  variant: VendorVariant;
}

export const defaultEnv: AppEnv = { ready: false, vendor: "default", variant: vendorVariants.default };

/** The deployment's environment from GET /api/env, for every screen. */
export const EnvContext = createContext<AppEnv>(defaultEnv);

export function useEnv(): AppEnv {
  return useContext(EnvContext);
}
