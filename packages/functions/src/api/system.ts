import type { EnvResponse, HealthResponse } from "@intranet/contracts";
import { checkTableReachable } from "@intranet/core/db";
import { config } from "@intranet/core/platform";
import { areaHandler } from "../http/area";
import { systemRoutes } from "@intranet/contracts/system";

export const handler = areaHandler(systemRoutes, {
  env: (): EnvResponse => ({ vendor: config.vendor() }),
  health: async (): Promise<HealthResponse> => {
    const { latencyMs } = await checkTableReachable();
    return { status: "ok", table: "reachable", latencyMs };
  },
});
