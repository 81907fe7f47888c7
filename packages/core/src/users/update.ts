import { isAdminOrAbove, type Actor, type UpdateUserBody, type UserView } from "@intranet/contracts";
import { requireTenant } from "../auth/actor";
import { AppError } from "../platform/errors";
import { planProfileChange } from "./profile-change";
import { optimistically, requireUser, sameRevision } from "./store";
import { conditionFailed, writeTransaction, type TransactionEntities } from "./transaction";
import { toUserView } from "./views";

type GuardScope = "email" | "login";

/**
 * PUT /api/user/{id}. Admins edit anyone in their tenant; an employee edits only their own
 * profile and only with the `profile_edit` right; email, login and vacation days are admin-only.
 * One transaction writes the user (conditioned on the revision it read, so the search line and
 * the order key never go stale) and swaps the uniqueness guards of a changed email or login:
 * the old guard is deleted if it is this user's, the new one created only if free.
 */
export async function updateUser(actor: Actor, userId: string, body: UpdateUserBody): Promise<UserView> {
  const clientId = requireTenant(actor);
  const admin = isAdminOrAbove(actor);
  if (!admin && (userId !== actor.userId || !actor.rights.includes("profile_edit")))
    throw new AppError("common.no_access");

  return optimistically(async (retry) => {
    const current = await requireUser(clientId, userId);
    const change = planProfileChange(current, body, new Date().toISOString());
    if (change.adminOnlyChanged && !admin) throw new AppError("common.no_access");

    const swaps: Array<{ scope: GuardScope; from: string; to: string }> = [];
    if (change.email) swaps.push({ scope: "email", ...change.email });
    if (change.login) swaps.push({ scope: "login", ...change.login });

    const outcome = await writeTransaction((entities) => [
      userWrite(entities, { clientId, userId }, change.set, change.remove, current.revision),
      ...swaps.flatMap((swap) => guardSwap(entities, clientId, userId, swap)),
    ]);
    if (outcome.ok) return toUserView({ ...change.next, revision: (current.revision ?? 0) + 1 });

    // Commit order: the user, then per swap [delete old guard, create new guard].
    for (const [position, swap] of swaps.entries()) {
      if (conditionFailed(outcome, 2 + position * 2))
        throw new AppError(swap.scope === "email" ? "employees.email_exists" : "employees.login_taken");
      if (conditionFailed(outcome, 1 + position * 2)) throw new AppError("common.conflict");
    }
    if (conditionFailed(outcome, 0)) return retry;
    throw new AppError("common.conflict");
  });
}

function userWrite(
  entities: TransactionEntities,
  key: { clientId: string; userId: string },
  set: Parameters<ReturnType<TransactionEntities["user"]["patch"]>["set"]>[0],
  remove: string[],
  revision: number | undefined,
) {
  const patch = entities.user.patch(key).set(set);
  return (remove.length ? patch.remove(remove as never) : patch)
    .add({ revision: 1 })
    .where(sameRevision(revision))
    .commit();
}

/** Frees the old value (only if this user holds it; a guard that never existed is nothing to free) and takes the new one. */
function guardSwap(
  entities: TransactionEntities,
  clientId: string,
  userId: string,
  swap: { scope: GuardScope; from: string; to: string },
) {
  return [
    entities.unique
      .delete({ scope: swap.scope, value: swap.from })
      .where(({ ownerId }, { eq, notExists }) => `${notExists(ownerId)} OR ${eq(ownerId, userId)}`)
      .commit(),
    entities.unique.create({ scope: swap.scope, value: swap.to, clientId, ownerId: userId }).commit(),
  ];
}
