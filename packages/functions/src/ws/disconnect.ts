import { connectionClosed, findConnection } from "@intranet/core/realtime";
import { wsHandler } from "./event";

/** A closed socket is forgotten; its person's presence is announced when it was their last. */
export const handler = wsHandler(async (event) => {
  const connection = await findConnection(event.requestContext.connectionId);
  if (connection) await connectionClosed(connection);
});
