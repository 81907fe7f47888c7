import { resolveActor } from "@intranet/core/auth";
import { requireTenant, verifyAccessToken, AppError } from "@intranet/core/platform";
import { clientIdByWorkspace } from "@intranet/core/clients";
import { connectionOpened } from "@intranet/core/realtime";
import { wsHandler } from "./event";

/**
 * `$connect?token=<jwt>&workspace=<code>` (or `client_id=<tenant id>`): browsers cannot set headers
 * on a WebSocket, so the token travels in the query string (wss only). The connection joins the
 * workspace's namespace (and its person's presence is announced); refusing answers 401/403/404 and
 * the upgrade is dropped.
 */
export const handler = wsHandler(async (event) => {
  const query = event.queryStringParameters ?? {};
  if (!query.token) throw new AppError("common.unauthorized");
  const claims = await verifyAccessToken(query.token);
  let clientId = query.client_id;
  if (query.workspace) {
    const byWorkspace = await clientIdByWorkspace(query.workspace);
    if (!byWorkspace) throw new AppError("clients.not_found");
    if (clientId && clientId !== byWorkspace) throw new AppError("common.wrong_client");
    clientId = byWorkspace;
  }
  const actor = await resolveActor(claims, clientId);
  await connectionOpened({
    clientId: requireTenant(actor),
    userId: actor.userId,
    connectionId: event.requestContext.connectionId,
    sessionId: claims.sid,
  });
});
