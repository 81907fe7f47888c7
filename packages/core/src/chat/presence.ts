import type { ServerEvent } from "@intranet/contracts";
import { getAll } from "../db";
import { AppError } from "../platform";
import {
  connectionsOfTenant,
  connectionsOfUser,
  pushToConnections,
  setWatching,
  type ConnectionRecord,
} from "../realtime";
import { db } from "./entities";
import { onlineAmong } from "./live";
import { privateRoomId } from "./private-room";
import { membersOf } from "./store";

/** What a socket showing the chat watches (the connection's `watching`): `chat:` + the room it shows, if any. */
const TOPIC = "chat:";
/** The room a socket shows ("": the list alone), or null when it does not show the chat. */
const watchedRoom = (connection: ConnectionRecord) =>
  connection.watching?.startsWith(TOPIC) ? connection.watching.slice(TOPIC.length) : null;

/** The socket's `chat.unwatch`: it left the chat. */
export async function unwatchChat(connection: ConnectionRecord): Promise<void> {
  await setWatching(connection, undefined);
}

/**
 * The socket's `chat.watch`: it shows the chat's list, and the room `roomId` if given. A member's
 * socket is marked as watching, THEN asked who is online, so a change in between still reaches it;
 * the answer (`chat.online`) goes back to that socket (the list's presence came with its GET).
 * Someone who is not a member is refused (`chat.not_found`) and nothing is recorded.
 */
export async function watchChat(connection: ConnectionRecord, roomId: string | undefined): Promise<ServerEvent | null> {
  if (!roomId) {
    await setWatching(connection, TOPIC);
    return null;
  }
  const members = await membersOf(connection.clientId, roomId);
  if (!members.some((member) => member.userId === connection.userId)) throw new AppError("chat.not_found");
  if (!(await setWatching(connection, `${TOPIC}${roomId}`))) return null;
  const online = await onlineAmong(
    connection.clientId,
    members.map((member) => member.userId),
  );
  return { type: "chat.online", roomId, userIds: [...online] };
}

/**
 * `realtime.presence_changed`: the sockets showing the chat hear whether the person is online NOW
 * (read again here, so events overtaking each other end on the truth) for the room they show, and
 * for their private chat with the person if there is one (its row in the list), when BOTH are
 * members of that room now: the watcher's membership is checked at each push, as messages, typing
 * and receipts go to members only, so a socket whose person was removed from the room it shows
 * hears no more of it. A fixed number of calls whatever the company's size: their connections (1
 * consistent Query), the tenant's (1 Query: the watchers), the memberships of the person and of
 * the watchers in those rooms (1 BatchGet per 100); then the pushes.
 */
export async function sharePresence(clientId: string, userId: string): Promise<string> {
  const [own, everyone] = await Promise.all([connectionsOfUser(clientId, userId, true), connectionsOfTenant(clientId)]);
  const watchers = everyone.filter((connection) => connection.userId !== userId && watchedRoom(connection) !== null);
  const concerns = (connection: ConnectionRecord) =>
    [...new Set([watchedRoom(connection)!, privateRoomId(connection.userId, userId)])].filter(Boolean);
  const candidates = watchers.flatMap((connection) => concerns(connection).map((roomId) => ({ connection, roomId })));
  if (!candidates.length) return "pushed 0";
  const shared = await allAreMembers(
    clientId,
    candidates.map(({ connection, roomId }) => ({ roomId, userIds: [userId, connection.userId] })),
  );
  const online = own.length > 0;
  const reached = await pushToConnections(
    candidates
      .filter((_, index) => shared[index])
      .map(({ connection, roomId }) => ({
        connection,
        event: { type: "chat.presence" as const, roomId, userId, online },
      })),
  );
  return `pushed ${reached.length}`;
}

/** For each (room, people): whether every one of them is a member of the room now (1 BatchGet per 100 distinct pairs). */
async function allAreMembers(clientId: string, asks: Array<{ roomId: string; userIds: string[] }>): Promise<boolean[]> {
  const pair = (roomId: string, userId: string) => JSON.stringify([roomId, userId]);
  const keys = new Map(
    asks.flatMap(({ roomId, userIds }) =>
      userIds.map((userId) => [pair(roomId, userId), { clientId, roomId, userId }]),
    ),
  );
  const memberships = await getAll([...keys.values()], (batch) => db().entities.chatMember.get(batch).go());
  const held = new Set(memberships.map((membership) => pair(membership.roomId, membership.userId)));
  return asks.map(({ roomId, userIds }) => userIds.every((userId) => held.has(pair(roomId, userId))));
}
