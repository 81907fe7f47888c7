import { useEffect, useState } from "react";
import { loadEnv, type EnvState } from "../api/env";

/** Startup step 1 (product-spec §4): fetch the environment once. */
export function useEnvState(): EnvState | undefined {
  const [env, setEnv] = useState<EnvState>();
  useEffect(() => {
    const controller = new AbortController();
    loadEnv(controller.signal).then(setEnv, () => undefined);
    return () => controller.abort();
  }, []);
  return env;
}
