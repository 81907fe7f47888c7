import { findConnection, removeConnection } from "@intranet/core/realtime";
import { wsHandler } from "./event";

export const handler = wsHandler(async (event) => {
  const connection = await findConnection(event.requestContext.connectionId);
  if (connection) await removeConnection(connection);
});
