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
import { membersOf } from "./store";

/** What a socket showing a room watches (the connection's `watching`). */
const TOPIC = "chat:";
const watchedRoom = (connection: ConnectionRecord) =>
  connection.watching?.startsWith(TOPIC) ? connection.watching.slice(TOPIC.length) : null;

/**
 * The socket's `chat.watch`: the room it shows now (none: it left the chat). A member's socket is
 * marked as watching, THEN asked who is online, so a change in between still reaches it; the answer
 * (`chat.online`) goes back to that socket. Someone who is not a member is refused (`chat.not_found`)
 * and nothing is recorded.
 */
export async function watchRoom(connection: ConnectionRecord, roomId: string | undefined): Promise<ServerEvent | null> {
  if (!roomId) {
    await setWatching(connection, undefined);
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
 * `realtime.presence_changed`: the sockets watching a room the person is in hear whether they are
 * online NOW (read again here, so events overtaking each other end on the truth). A fixed number of
 * calls whatever the company's size: their connections (1 consistent Query), the tenant's (1 Query:
 * the watchers), their memberships in the watched rooms (1 BatchGet per 100 rooms); then the pushes.
 */
export async function sharePresence(clientId: string, userId: string): Promise<string> {
  const [own, everyone] = await Promise.all([connectionsOfUser(clientId, userId, true), connectionsOfTenant(clientId)]);
  const watchers = everyone.filter((connection) => connection.userId !== userId && watchedRoom(connection));
  const rooms = [...new Set(watchers.map((connection) => watchedRoom(connection)!))];
  if (!rooms.length) return "pushed 0";
  const memberships = await getAll(
    rooms.map((roomId) => ({ clientId, roomId, userId })),
    (keys) => db().entities.chatMember.get(keys).go(),
  );
  const shared = new Set(memberships.map((membership) => membership.roomId));
  const online = own.length > 0;
  const reached = await pushToConnections(
    watchers.flatMap((connection) => {
      const roomId = watchedRoom(connection)!;
      return shared.has(roomId)
        ? [{ connection, event: { type: "chat.presence" as const, roomId, userId, online } }]
        : [];
    }),
  );
  return `pushed ${reached.length}`;
}
