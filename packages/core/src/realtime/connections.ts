import { isConditionFailure } from "../db";
import { db } from "./entities";
import { CONNECTION_TTL_SECONDS } from "./connection.entity";

export interface ConnectionRecord {
  clientId: string;
  userId: string;
  connectionId: string;
  /** The session whose token opened it: ending the session closes it. */
  sessionId?: string;
  connectedAt: number;
  identifiedAt?: number;
  /** What the socket shows now (`chat:<roomId>`), for presence. */
  watching?: string;
}

export async function saveConnection(input: {
  clientId: string;
  userId: string;
  connectionId: string;
  sessionId?: string;
}) {
  const now = Date.now();
  await db()
    .entities.connection.put({ ...input, connectedAt: now, expiresAt: Math.floor(now / 1000) + CONNECTION_TTL_SECONDS })
    .go();
}

export async function findConnection(connectionId: string): Promise<ConnectionRecord | undefined> {
  const { data } = await db().entities.connection.query.byConnection({ connectionId }).go({ limit: 1 });
  return data[0];
}

/** A user's live connections; `consistent` when the answer decides presence (right after a write). */
export async function connectionsOfUser(
  clientId: string,
  userId: string,
  consistent = false,
): Promise<ConnectionRecord[]> {
  const { data } = await db().entities.connection.query.byUser({ clientId, userId }).go({ pages: "all", consistent });
  return data;
}

/** Every live connection of a tenant: one Query (a small set, bounded by who is online). */
export async function connectionsOfTenant(clientId: string): Promise<ConnectionRecord[]> {
  const { data } = await db().entities.connection.query.byTenant({ clientId }).go({ pages: "all" });
  return data;
}

/**
 * Above this many recipients, one Query of the tenant's connections (its live sockets, a small set
 * bounded by who is online) beats one Query per recipient.
 */
const PER_USER_LOOKUP_MAX = 10;

/** The live connections of several users of one tenant, by user. */
export async function connectionsOfUsers(
  clientId: string,
  userIds: string[],
): Promise<Map<string, ConnectionRecord[]>> {
  const wanted = new Set(userIds);
  const byUser = new Map<string, ConnectionRecord[]>();
  const found =
    wanted.size > PER_USER_LOOKUP_MAX
      ? await connectionsOfTenant(clientId)
      : (await Promise.all([...wanted].map((userId) => connectionsOfUser(clientId, userId)))).flat();
  for (const connection of found)
    if (wanted.has(connection.userId))
      byUser.set(connection.userId, [...(byUser.get(connection.userId) ?? []), connection]);
  return byUser;
}

export async function removeConnection(connection: Pick<ConnectionRecord, "clientId" | "userId" | "connectionId">) {
  await db().entities.connection.delete(connection).go();
}

export async function markIdentified(connection: Pick<ConnectionRecord, "clientId" | "userId" | "connectionId">) {
  await db().entities.connection.patch(connection).set({ identifiedAt: Date.now() }).go();
}

/**
 * Records what the socket shows now (nothing: `undefined`). A connection that closed meanwhile is
 * left alone (the patch's existence condition): false.
 */
export async function setWatching(
  connection: Pick<ConnectionRecord, "clientId" | "userId" | "connectionId">,
  topic: string | undefined,
): Promise<boolean> {
  const patch = db().entities.connection.patch(connection);
  try {
    await (topic ? patch.set({ watching: topic }) : patch.remove(["watching"])).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
