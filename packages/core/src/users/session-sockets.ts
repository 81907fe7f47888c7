/**
 * Closes the WebSocket connections of ended sessions. A connection records the session that opened
 * it (`$connect`), so the person's connections are ONE Query (a person has a few sockets), filtered
 * here; each is closed through the realtime push port (API Gateway's DeleteConnection), whose
 * `$disconnect` removes its record. The realtime module (and its management API client) is loaded
 * on first use: every Lambda reads sessions, few end them.
 */
export async function closeSocketsOfSessions(
  user: { clientId: string; userId: string },
  ended: (sessionId: string | undefined) => boolean,
): Promise<number> {
  const { closeConnection, connectionsOfUser } = await import("../realtime");
  const connections = (await connectionsOfUser(user.clientId, user.userId)).filter((connection) =>
    ended(connection.sessionId),
  );
  await Promise.all(connections.map((connection) => closeConnection(connection.connectionId)));
  return connections.length;
}
