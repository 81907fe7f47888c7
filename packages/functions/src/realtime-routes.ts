/**
 * The WebSocket API's routes and their Lambdas (ws/<file>.ts, export `handler`). stacks/realtime.ts
 * and the local gateway both read this list.
 */
export const realtimeRoutes = [
  { route: "$connect", file: "connect" },
  { route: "$disconnect", file: "disconnect" },
  { route: "$default", file: "default" },
] as const;

export type RealtimeRouteKey = (typeof realtimeRoutes)[number]["route"];
