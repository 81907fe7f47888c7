import { clientMessageSchema, type ServerEvent } from "@intranet/contracts";
import {
  findConnection,
  markIdentified,
  connectionClosed,
  closeConnection,
  postToConnection,
  pushToConnections,
  socketActionOf,
} from "@intranet/core/realtime";
import { AppError } from "@intranet/core/platform";
import { wsHandler } from "./event";
import "../socket-actions";

/** Messages from the browser (`{ action, … }`, realtime contract in packages/contracts). */
export const handler = wsHandler(async (event) => {
  const connectionId = event.requestContext.connectionId;
  const connection = await findConnection(connectionId);
  if (!connection) throw new AppError("common.unauthorized");
  let payload: unknown;
  try {
    payload = JSON.parse(event.body ?? "");
  } catch {
    throw new AppError("common.malformed_json");
  }
  const message = clientMessageSchema.safeParse(payload);
  if (!message.success) throw new AppError("common.validation");
  const send = (data: ServerEvent) => postToConnection(connectionId, data);
  switch (message.data.action) {
    case "ping":
      await send({ type: "pong", at: Date.now() });
      return;
    case "identify":
      if (message.data.client_id !== connection.clientId || message.data.user_id !== connection.userId)
        throw new AppError("common.no_access");
      await markIdentified(connection);
      await send({ type: "identified", user_id: connection.userId });
      return;
    case "user-logout":
      await connectionClosed(connection);
      await closeConnection(connectionId);
      return;
    default: {
      // A module's action: its leaf answers (core/<m>/socket-actions.ts), and its answer goes back
      // through the push that drops it when the company switched the module off.
      const act = await socketActionOf(message.data.action);
      if (!act) throw new AppError("common.validation");
      const answer = await act(connection, message.data);
      if (answer) await pushToConnections([{ connection, event: answer }]);
      return;
    }
  }
});
