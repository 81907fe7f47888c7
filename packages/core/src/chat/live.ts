import type { ServerEvent } from "@intranet/contracts";
import { connectionsOfUsers, publishEach, type ConnectionRecord } from "../realtime";

/**
 * Pushes an event to these members' live sockets: one connection look-up (a room's members), or
 * none when the caller looked their connections up already, while it did its own work.
 */
export async function pushTo(
  clientId: string,
  userIds: string[],
  event: ServerEvent,
  known?: Map<string, ConnectionRecord[]>,
): Promise<number> {
  if (!userIds.length) return 0;
  const reached = await publishEach(
    clientId,
    userIds.map((userId) => ({ userId, event })),
    known,
  );
  return [...reached.values()].reduce((sum, count) => sum + count, 0);
}

/** Who among these people has a live connection now (presence: from the connections themselves). */
export async function onlineAmong(clientId: string, userIds: string[]): Promise<Set<string>> {
  const connections = await connectionsOfUsers(clientId, userIds);
  return new Set([...connections].filter(([, live]) => live.length).map(([userId]) => userId));
}
