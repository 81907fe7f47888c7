import type { ServerEvent } from "@intranet/contracts";
import { connectionsOfUsers, publish } from "../realtime";

/** Pushes an event to these members' live sockets (a room's members: one connection look-up). */
export async function pushTo(clientId: string, userIds: string[], event: ServerEvent): Promise<number> {
  return userIds.length ? publish(clientId, userIds, event) : 0;
}

/** Who among these people has a live connection now (presence: from the connections themselves). */
export async function onlineAmong(clientId: string, userIds: string[]): Promise<Set<string>> {
  const connections = await connectionsOfUsers(clientId, userIds);
  return new Set([...connections].filter(([, live]) => live.length).map(([userId]) => userId));
}
