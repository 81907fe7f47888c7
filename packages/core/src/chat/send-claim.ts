import { setTimeout as sleep } from "node:timers/promises";
import { isConditionFailure } from "../db";
import { AppError } from "../platform";
import { db } from "./entities";

/** Whose send, in which room, under which of the SPA's ids. */
export interface SendKey {
  clientId: string;
  roomId: string;
  senderId: string;
  clientMessageId: string;
}

const CLAIM_TTL_SECONDS = 24 * 60 * 60;
/** A claim with no message this long after it: its send died between claiming and storing. */
const ABANDONED_AFTER_MS = 30_000;
/** How long a retry waits for the first attempt, still running, to store its message. */
const WAIT_STEPS = 10;
const WAIT_STEP_MS = 100;

/**
 * Claims the id for this send: `null` when it is the first, else the number of the message the
 * first attempt stored. A first attempt still under way is waited for (about a second); one that
 * died is taken over; one still running after the wait is `common.conflict` (the SPA retries).
 */
export async function claimSend(key: SendKey): Promise<number | null> {
  const { chatSendClaim } = db().entities;
  const now = Date.now();
  try {
    await chatSendClaim
      .create({ ...key, claimedAt: now, expiresAt: Math.floor(now / 1000) + CLAIM_TTL_SECONDS })
      .go({ response: "none" });
    return null;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  for (let step = 0; ; step++) {
    const { data: claim } = await chatSendClaim.get(key).go({ consistent: true });
    if (!claim) return claimSend(key); // dropped meanwhile (that attempt was refused): ours now
    if (claim.seq !== undefined) return claim.seq;
    if (Date.now() - claim.claimedAt > ABANDONED_AFTER_MS) return takeOver(key, claim.claimedAt);
    if (step >= WAIT_STEPS) throw new AppError("common.conflict");
    await sleep(WAIT_STEP_MS);
  }
}

async function takeOver(key: SendKey, claimedAt: number): Promise<number | null> {
  try {
    await db()
      .entities.chatSendClaim.patch(key)
      .set({ claimedAt: Date.now() })
      .where(
        (attributes, { eq, notExists }) => `${eq(attributes.claimedAt, claimedAt)} AND ${notExists(attributes.seq)}`,
      )
      .go({ response: "none" });
    return null;
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("common.conflict"); // another retry took it
    throw error;
  }
}

/** The send stored its message: retries answer with it. */
export async function settleClaim(key: SendKey, seq: number): Promise<void> {
  await db().entities.chatSendClaim.patch(key).set({ seq }).go({ response: "none" });
}

/** The send was refused before storing anything: the id is free again. */
export async function dropClaim(key: SendKey): Promise<void> {
  await db().entities.chatSendClaim.delete(key).go({ response: "none" });
}
