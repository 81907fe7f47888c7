import type { EnvResponse, HealthResponse } from "../env";
import { answer, defineRoutes } from "../route";

export const systemRoutes = defineRoutes("system", {
  env: {
    method: "GET",
    path: "/api/env",
    access: "public",
    summary: "Deployment environment: the vendor variant",
    answer: answer<EnvResponse>(),
  },
  health: {
    method: "GET",
    path: "/api/health",
    access: "public",
    summary: "Liveness: the table is reachable",
    answer: answer<HealthResponse>(),
  },
});
