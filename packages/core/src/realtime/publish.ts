import type { ServerEvent } from "@intranet/contracts";
import { mapLimited } from "../platform";
import { connectionsOfUsers, removeConnection, type ConnectionRecord } from "./connections";
import { postToConnection } from "./push";
import { switchedOnSends } from "./switches";

/** Pushes in flight at once (each is one PostToConnection call). */
const PARALLEL_PUSHES = 50;

/**
 * Pushes an event to every live connection of the given users in one tenant (DESIGN §8).
 * Connections that are gone are deleted; one failing push does not stop the others.
 * Returns how many sockets received it.
 */
export async function publish(tenantId: string, userIds: string[], event: ServerEvent): Promise<number> {
  const counts = await publishEach(
    tenantId,
    userIds.map((userId) => ({ userId, event })),
  );
  return [...counts.values()].reduce((sum, count) => sum + count, 0);
}

/**
 * Pushes each user their own event (a notification, their own unread count) with one connection
 * look-up for all of them. Returns the sockets reached per user.
 */
export async function publishEach(
  tenantId: string,
  messages: Array<{ userId: string; event: ServerEvent }>,
  /** The users' connections when the caller looked them up already (in parallel with its own reads). */
  known?: Map<string, ConnectionRecord[]>,
): Promise<Map<string, number>> {
  const connections =
    known ??
    (await connectionsOfUsers(
      tenantId,
      messages.map((message) => message.userId),
    ));
  const sends = messages.flatMap(({ userId, event }) =>
    (connections.get(userId) ?? []).map((connection) => ({ connection, event })),
  );
  const reached = new Map(messages.map(({ userId }) => [userId, 0]));
  for (const connection of await pushToConnections(sends))
    reached.set(connection.userId, (reached.get(connection.userId) ?? 0) + 1);
  return reached;
}

/**
 * Pushes to these very sockets (not every socket of their people): the connections it reached.
 * Every push passes here, so this is where a switched-off module's events are dropped.
 */
export async function pushToConnections(
  sends: Array<{ connection: ConnectionRecord; event: ServerEvent }>,
): Promise<ConnectionRecord[]> {
  const reached: ConnectionRecord[] = [];
  await mapLimited(await switchedOnSends(sends), PARALLEL_PUSHES, async ({ connection, event }) => {
    if (await send(connection, event)) reached.push(connection);
  });
  return reached;
}

async function send(connection: ConnectionRecord, event: ServerEvent): Promise<boolean> {
  try {
    const delivered = await postToConnection(connection.connectionId, event);
    if (!delivered) await removeConnection(connection);
    return delivered;
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "realtime push failed", error: String(error) }));
    return false;
  }
}
