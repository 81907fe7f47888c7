import { useEffect, useState } from "react";
import { loadEnv, type EnvState } from "../api/env";

/** How often a server that is still starting is asked again. */
export const STARTING_RETRY_MS = 2000;

/** Startup step 1 (product-spec §4): fetch the environment once, again and again while the server is starting. */
export function useEnvState(): EnvState | undefined {
  const [env, setEnv] = useState<EnvState>();
  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      loadEnv(controller.signal).then(
        (state) => {
          setEnv(state);
          if (state.status === "starting") retry = setTimeout(ask, STARTING_RETRY_MS);
        },
        () => undefined,
      );
    void ask();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, []);
  return env;
}
