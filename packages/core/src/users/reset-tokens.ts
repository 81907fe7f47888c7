import { createHash, randomBytes } from "node:crypto";
import { ONCE, describeCancellation, named, writeTransaction } from "../db";
import { db } from "./entities";
import type { UserRecord } from "./user.entity";
import { AppError } from "../platform";

/** Reset links live one hour; an invitation to set a first password lives a week. */
export const RESET_TTL_SECONDS = 60 * 60;
export const INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Stores a new single-use token (hashed) for the user and returns the token for the link. */
export async function issueResetToken(user: { clientId: string; userId: string }, ttlSeconds = RESET_TTL_SECONDS) {
  const token = randomBytes(32).toString("base64url");
  await db()
    .entities.resetToken.create({
      tokenHash: hashToken(token),
      clientId: user.clientId,
      userId: user.userId,
      expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    })
    .go();
  return token;
}

/**
 * Reads a token without using it: the holder's ids, or `login.reset_token_invalid` when unknown or
 * expired (TTL deletion lags, so expiry is checked here too).
 */
export async function findResetToken(token: string) {
  const { data } = await db()
    .entities.resetToken.get({ tokenHash: hashToken(token) })
    .go();
  if (!data || data.expiresAt * 1000 <= Date.now()) throw new AppError("login.reset_token_invalid");
  return data;
}

export type Redemption = "done" | "token_gone" | "user_changed" | "conflict";

/**
 * Redeems a reset token: ONE transaction deletes the token on the condition that it has not
 * expired (`token`) and sets the hash of an active user (`user`). Conflicts are not retried here:
 * the caller decides.
 */
export async function redeemResetToken(
  tokenHash: string,
  user: Pick<UserRecord, "clientId" | "userId">,
  passwordHash: string,
): Promise<Redemption> {
  const now = new Date();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const outcome = await writeTransaction(
    ({ resetToken, user: users }) => [
      named(
        "token",
        resetToken
          .delete({ tokenHash })
          .where(({ expiresAt }, { gt }) => gt(expiresAt, nowSeconds))
          .commit(),
      ),
      named(
        "user",
        users
          .patch({ clientId: user.clientId, userId: user.userId })
          .set({ passwordHash, updatedAt: now.toISOString() })
          .where(({ status }, { eq }) => eq(status, "active"))
          .commit(),
      ),
    ],
    ONCE,
  );
  if (outcome.ok) return "done";
  if (outcome.failed("token")) return "token_gone";
  if (outcome.failed("user")) return "user_changed";
  if (outcome.conflicted) return "conflict";
  throw new Error(`Password reset transaction cancelled: ${describeCancellation(outcome)}`);
}
