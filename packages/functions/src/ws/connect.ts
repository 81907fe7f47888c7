import { actorFromClaims, requireTenant } from "@intranet/core/auth/actor";
import { verifyAccessToken } from "@intranet/core/auth/tokens";
import { AppError } from "@intranet/core/platform/errors";
import { saveConnection } from "@intranet/core/realtime/connections";
import { wsHandler } from "./event";

/**
 * `$connect?token=<jwt>&client_id=<tenant>`: browsers cannot set headers on a WebSocket, so the
 * token travels in the query string (wss only). Refusing returns 401/403 and API Gateway drops the upgrade.
 */
export const handler = wsHandler(async (event) => {
  const query = event.queryStringParameters ?? {};
  if (!query.token) throw new AppError("common.unauthorized");
  const actor = actorFromClaims(await verifyAccessToken(query.token), query.client_id);
  await saveConnection({
    clientId: requireTenant(actor),
    userId: actor.userId,
    connectionId: event.requestContext.connectionId,
  });
});
