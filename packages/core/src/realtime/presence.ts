import { publishAfterWrite } from "../events";
import { connectionsOfUser, removeConnection, saveConnection, type ConnectionRecord } from "./connections";

/**
 * Presence is read from live connections (DESIGN §8): a person is online while they have one. A
 * change leaves through the bus (`realtime.presence_changed`, the person's id only); its
 * subscribers (the chat's) read the truth again when they handle it, so events that overtake each
 * other still end on the current state.
 */
export const PRESENCE_CHANGED = "realtime.presence_changed";

export interface PresenceChangedDetail {
  userId: string;
}

async function announcePresence(clientId: string, userId: string): Promise<void> {
  await publishAfterWrite([{ type: PRESENCE_CHANGED, tenantId: clientId, detail: { userId } }]);
}

/**
 * A socket opened (`$connect`): stored, and its person announced. Always, not only for a first
 * connection: two tabs opening at once would each see the other and neither would announce.
 */
export async function connectionOpened(input: {
  clientId: string;
  userId: string;
  connectionId: string;
  sessionId?: string;
}) {
  await saveConnection(input);
  await announcePresence(input.clientId, input.userId);
}

/**
 * A socket closed (`$disconnect`, logout): removed, and its person announced when it was their
 * last. Removing before reading (consistently) means the last of several closing at once sees none.
 */
export async function connectionClosed(
  connection: Pick<ConnectionRecord, "clientId" | "userId" | "connectionId">,
): Promise<void> {
  await removeConnection(connection);
  const left = await connectionsOfUser(connection.clientId, connection.userId, true);
  if (!left.length) await announcePresence(connection.clientId, connection.userId);
}
