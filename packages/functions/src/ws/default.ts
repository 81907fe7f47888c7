import { clientMessageSchema, type ServerEvent } from "@intranet/contracts";
import {
  findConnection,
  markIdentified,
  connectionClosed,
  closeConnection,
  postToConnection,
  pushToConnections,
} from "@intranet/core/realtime";
import { announceTyping, unwatchChat, watchChat } from "@intranet/core/chat";
import { AppError } from "@intranet/core/platform";
import { wsHandler } from "./event";

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
    case "chat.typing":
      await announceTyping(connection.clientId, connection.userId, message.data.roomId);
      return;
    case "chat.watch": {
      const online = await watchChat(connection, message.data.roomId);
      // A module's event: through the push that drops it when the company switched the chat off.
      if (online) await pushToConnections([{ connection, event: online }]);
      return;
    }
    case "chat.unwatch":
      await unwatchChat(connection);
      return;
  }
});
