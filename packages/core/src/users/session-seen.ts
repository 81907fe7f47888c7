import { isConditionFailure } from "../db";
import { db } from "./entities";

/** How stale "last seen" may get: a request writes at most once per this interval per session. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

type SessionKey = { clientId: string; userId: string; sessionId: string };

/** Whether the session read for this request needs its "last seen" refreshed. */
export const seenLongAgo = (session: { lastSeenAt?: string; createdAt: string }, now = Date.now()) =>
  Date.parse(session.lastSeenAt ?? session.createdAt) <= now - LAST_SEEN_INTERVAL_MS;

/**
 * Refreshes "last seen" when the value read is older than the interval. The request already read
 * the session (the actor's TransactGet), so the common path costs nothing more; the write is
 * conditioned on the stale value, so of parallel requests one writes, and a session ended meanwhile
 * is not brought back (the patch's existence condition).
 */
export async function noteSessionSeen(session: SessionKey & { lastSeenAt?: string; createdAt: string }) {
  const now = Date.now();
  if (!seenLongAgo(session, now)) return;
  const threshold = new Date(now - LAST_SEEN_INTERVAL_MS).toISOString();
  try {
    await db()
      .entities.session.patch({ clientId: session.clientId, userId: session.userId, sessionId: session.sessionId })
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where(({ lastSeenAt }, { lte, notExists }) => `(${notExists(lastSeenAt)} OR ${lte(lastSeenAt, threshold)})`)
      .go({ response: "none" });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
