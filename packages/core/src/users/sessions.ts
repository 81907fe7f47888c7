import { batchDelete, isConditionFailure } from "../db";
import { db } from "./entities";
import { closeSocketsOfSessions } from "./session-sockets";
import { newId, DEFAULT_TOKEN_TTL_SECONDS, signAccessToken } from "../platform";

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: string;
}

/** Opens a session and signs the token that names it. */
export async function openSession(
  user: { clientId: string; userId: string },
  meta: { sourceIp?: string; userAgent?: string } = {},
  ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS,
): Promise<IssuedSession> {
  const sessionId = newId();
  const expiresAtSeconds = Math.floor(Date.now() / 1000) + ttlSeconds;
  const now = new Date().toISOString();
  await db()
    .entities.session.put({
      clientId: user.clientId,
      userId: user.userId,
      sessionId,
      createdAt: now,
      lastSeenAt: now,
      sourceIp: meta.sourceIp,
      userAgent: meta.userAgent?.slice(0, 300),
      expiresAt: expiresAtSeconds,
    })
    .go();
  const token = await signAccessToken({ sub: user.userId, cid: user.clientId, sid: sessionId }, ttlSeconds);
  return { token, sessionId, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
}

/**
 * Ends one session and closes its sockets; false when it had ended already (the delete is
 * conditioned on the item, so of two parallel ends one answers true).
 */
export async function closeSession(session: { clientId: string; userId: string; sessionId: string }): Promise<boolean> {
  try {
    await db()
      .entities.session.delete(session)
      .where(({ sessionId }, { exists }) => exists(sessionId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await closeSocketsOfSessions(session, (sessionId) => sessionId === session.sessionId);
  return true;
}

/**
 * Signs a user out everywhere, except the `keep` session if given (the one that just changed its
 * own password, or ends its others). Deletes go through batchDelete, which retries what DynamoDB
 * leaves unprocessed, so no session survives a password change, reset, role change or firing; then
 * every socket but the kept session's closes (those of no recorded session too). Answers how many
 * sessions ended.
 */
export async function closeSessions(user: { clientId: string; userId: string }, keep?: string): Promise<number> {
  const { data } = await db()
    .entities.session.query.byUser(user)
    .go({ pages: "all", attributes: ["sessionId"] });
  const ended = data.filter(({ sessionId }) => sessionId !== keep);
  await batchDelete(
    ended.map(
      ({ sessionId }) =>
        (
          db()
            .entities.session.delete({ ...user, sessionId })
            .params() as { Key: Record<string, unknown> }
        ).Key,
    ),
  );
  await closeSocketsOfSessions(user, (sessionId) => keep === undefined || sessionId !== keep);
  return ended.length;
}

/** Signs a user out everywhere (password change or reset, deletion). */
export const closeAllSessions = async (user: { clientId: string; userId: string }) => {
  await closeSessions(user);
};

type ReadEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["get"]>[0]>[0];

/**
 * Read builders for another module's TransactGet (the request's actor: user, session and tenant
 * in one read). The users module stays the only one that builds its keys.
 */
export const usersReads = {
  user: (entities: ReadEntities, key: { clientId: string; userId: string }) => entities.user.get(key).commit(),
  session: (entities: ReadEntities, key: { clientId: string; userId: string; sessionId: string }) =>
    entities.session.get(key).commit(),
};
