import { isConditionFailure } from "../db";
import type { UserRecord } from "../users";
import { db } from "./entities";

/**
 * The two-factor item's writes (two-factor.entity.ts), each a single conditional write so that
 * concurrent requests cannot both succeed where only one may: a confirmation, a time step, a
 * recovery code.
 */
type Account = Pick<UserRecord, "clientId" | "userId">;
const keyOf = (account: Account) => ({ clientId: account.clientId, userId: account.userId });

/** Refused by its condition: false; anything else is thrown. */
async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function readTwoFactor(account: Account) {
  const { data } = await db().entities.twoFactor.get(keyOf(account)).go({ consistent: true });
  return data ?? undefined;
}

export const twoFactorEnabled = async (account: Account) => !!(await readTwoFactor(account))?.secret;

/** Keeps a secret being enrolled (replacing an earlier pending one); false when two-factor is already on. */
export const storePendingSecret = (account: Account, sealed: string, nowMs = Date.now()) =>
  conditional(() =>
    db()
      .entities.twoFactor.upsert({ ...keyOf(account), pendingSecret: sealed, pendingAt: nowMs })
      .where(({ secret }, { notExists }) => notExists(secret))
      .go({ response: "none" }),
  );

/** Turns the pending secret on, once: only if it is still the one checked and nothing is on yet. */
export const confirmPendingSecret = (account: Account, sealed: string, step: number, recoveryHashes: string[]) =>
  conditional(() =>
    db()
      .entities.twoFactor.patch(keyOf(account))
      .set({ secret: sealed, enabledAt: new Date().toISOString(), lastStep: step, recoveryCodes: recoveryHashes })
      .remove(["pendingSecret", "pendingAt"])
      .where(({ pendingSecret, secret }, { eq, notExists }) => `${eq(pendingSecret, sealed)} AND ${notExists(secret)}`)
      .go({ response: "none" }),
  );

/** Records an accepted code's time step, only if it is later than the last one (no replay). */
export const takeTimeStep = (account: Account, step: number) =>
  conditional(() =>
    db()
      .entities.twoFactor.patch(keyOf(account))
      .set({ lastStep: step })
      .where(
        ({ lastStep, secret }, { exists, lt, notExists }) =>
          `${exists(secret)} AND (${notExists(lastStep)} OR ${lt(lastStep, step)})`,
      )
      .go({ response: "none" }),
  );

/** Uses a recovery code: deletes its hash under the condition that it is still there (once, even at once). */
export const takeRecoveryCode = (account: Account, hash: string) =>
  conditional(() =>
    db()
      .entities.twoFactor.patch(keyOf(account))
      .delete({ recoveryCodes: [hash] })
      .where(({ recoveryCodes }, { contains }) => contains(recoveryCodes, hash))
      .go({ response: "none" }),
  );

/** New recovery codes replace the old ones (only while two-factor is on). */
export const replaceRecoveryCodes = (account: Account, recoveryHashes: string[]) =>
  conditional(() =>
    db()
      .entities.twoFactor.patch(keyOf(account))
      .set({ recoveryCodes: recoveryHashes })
      .where(({ secret }, { exists }) => exists(secret))
      .go({ response: "none" }),
  );

export async function removeTwoFactor(account: Account): Promise<void> {
  await db().entities.twoFactor.delete(keyOf(account)).go({ response: "none" });
}
