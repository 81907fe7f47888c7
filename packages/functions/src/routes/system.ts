import { defineRoutes } from "../http/route";

export const systemRoutes = defineRoutes("system", {
  env: { method: "GET", path: "/api/env", access: "public", summary: "Deployment environment: the vendor variant" },
  health: { method: "GET", path: "/api/health", access: "public", summary: "Liveness: the table is reachable" },
});
