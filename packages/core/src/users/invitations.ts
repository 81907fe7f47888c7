import { randomBytes } from "node:crypto";
import { named, writeTransaction } from "../db";
import { AppError } from "../platform";
import { db } from "./entities";
import { INVITE_TTL_SECONDS, hashToken } from "./reset-tokens";

type Person = { clientId: string; userId: string };

/**
 * Issues the person's invitation token (single use, 7 days) and makes it their current one: ONE
 * transaction creates the token, deletes the previous invitation's token and moves the pointer on
 * the condition that it still names that previous token, so of two resends at once one wins and
 * the other is refused (`common.conflict`), and no older link keeps working.
 */
export async function issueInvitation(user: Person): Promise<string> {
  const { data: previous } = await db().entities.invitation.get(user).go({ consistent: true });
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const expiresAt = Math.floor(Date.now() / 1000) + INVITE_TTL_SECONDS;
  const outcome = await writeTransaction(({ resetToken, invitation }) => [
    named("token", resetToken.create({ tokenHash, ...user, expiresAt, kind: "invite" }).commit()),
    ...(previous ? [named("previous", resetToken.delete({ tokenHash: previous.tokenHash }).commit())] : []),
    named(
      "pointer",
      invitation
        .put({ ...user, tokenHash, sentAt: new Date().toISOString(), expiresAt })
        .where((attributes, { eq, notExists }) =>
          previous ? eq(attributes.tokenHash, previous.tokenHash) : notExists(attributes.tokenHash),
        )
        .commit(),
    ),
  ]);
  if (!outcome.ok) throw new AppError("common.conflict");
  return token;
}

/**
 * The invitation a link carries, without using it: its person and expiry. Unknown, expired, used,
 * replaced by a newer invitation, or a password-reset link: `invitations.link_invalid`.
 */
export async function findInvitation(token: string) {
  const { data } = await db()
    .entities.resetToken.get({ tokenHash: hashToken(token) })
    .go();
  if (!data || data.kind !== "invite" || data.expiresAt * 1000 <= Date.now())
    throw new AppError("invitations.link_invalid");
  return data;
}
