import { realtimeRoutes } from "../packages/functions/src/realtime-routes";
import { functionDefaults } from "./shared";
import type { eventBus } from "./bus";
import type { storage } from "./storage";

type Storage = ReturnType<typeof storage>;
type Bus = ReturnType<typeof eventBus>;

/**
 * Realtime (DESIGN §8): the API Gateway WebSocket API and its $connect / $disconnect / $default
 * Lambdas, one per row of `realtimeRoutes`.
 *
 * `ApiGatewayWebSocket` has no top-level `link`, so each route gets its own FunctionArgs with the
 * links. A handler links the WebSocket API itself (for `Resource.Realtime.managementEndpoint`):
 * that is no cycle, because the link only reads the API's endpoint, stage and execution ARN, while
 * the routes (which depend on the functions) are separate resources created afterwards.
 */
export function realtime({ table, jwtSecret }: Storage, { bus }: Bus) {
  const ws = new sst.aws.ApiGatewayWebSocket("Realtime");

  for (const { route, file } of realtimeRoutes) {
    ws.route(route, {
      ...functionDefaults(),
      handler: `packages/functions/src/ws/${file}.handler`,
      timeout: "20 seconds",
      // The bus: a socket opening or closing announces its person's presence.
      link: [table, jwtSecret, ws, bus],
    });
  }

  return { ws };
}
