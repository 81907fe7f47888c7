import { publishUserChanged } from "./events";
import { isAdminOrAbove, type Actor, type UpdateUserBody, type UserView } from "@intranet/contracts";
import { AppError } from "../platform";
import { requireKnownDepartment } from "./placement";
import { planProfileChange } from "./profile-change";
import { optimistically, requireUser, sameRevision, userTenantFor } from "./store";
import { writeTransaction, named, type TransactionEntities } from "../db";
import { uniqueCommits } from "../identity";
import { toUserView } from "./views";
import { journalCommit } from "../journal";
import { isAdministrative, personChange } from "./journal-facts";

type GuardScope = "email" | "login";

/** How a change comes: a personnel system's import writes its departments as they are (hrImport). */
export interface UpdateOptions {
  departmentAsImported?: boolean;
}

/**
 * PUT /api/user/{id}. Admins edit anyone in their tenant; an employee edits only their own
 * profile and only with the `profile_edit` right; email, login and vacation days are admin-only, and
 * so are the department (one of the structure's: placement.ts) and the position.
 * One transaction writes the user (conditioned on the revision it read, so the search line and
 * the order key never go stale) and swaps the uniqueness guards of a changed email or login:
 * the old guard is deleted if it is this user's, the new one created only if free. A superadmin
 * editing themselves (their profile, the language switch) edits their own platform record,
 * whichever tenant they act in.
 */
export async function updateUser(
  actor: Actor,
  userId: string,
  body: UpdateUserBody,
  options: UpdateOptions = {},
): Promise<UserView> {
  const clientId = userTenantFor(actor, userId);
  const admin = isAdminOrAbove(actor);
  requireProfileEditor(actor, userId, Object.keys(body));

  const view = await optimistically(async (retry) => {
    const current = await requireUser(clientId, userId);
    const change = planProfileChange(current, body, new Date().toISOString());
    if (change.adminOnlyChanged && !admin) throw new AppError("common.no_access");
    if (change.placementChanged && !admin) throw new AppError("employees.placement_admin_only");
    if (change.department && !options.departmentAsImported) await requireKnownDepartment(clientId, change.department);

    const swaps: Array<{ scope: GuardScope; from: string; to: string }> = [];
    if (change.email) swaps.push({ scope: "email", ...change.email });
    if (change.login) swaps.push({ scope: "login", ...change.login });

    // Someone else's record is an administrative change: journaled with it (fields the request named).
    const fact = isAdministrative(actor, userId)
      ? personChange("employee.update", current, change.next, Object.keys(body))
      : undefined;
    const outcome = await writeTransaction((entities) => [
      named("user", userWrite(entities, { clientId, userId }, change.set, change.remove, current.revision)),
      ...swaps.flatMap((swap) => guardSwap(entities, clientId, userId, swap)),
      ...(fact?.changes?.length ? [journalCommit(entities, actor, clientId, fact)] : []),
    ]);
    if (outcome.ok) return toUserView({ ...change.next, revision: (current.revision ?? 0) + 1 });

    for (const swap of swaps) {
      if (outcome.failed(`guard.${swap.scope}.take`))
        throw new AppError(swap.scope === "email" ? "employees.email_exists" : "employees.login_taken");
      if (outcome.failed(`guard.${swap.scope}.free`)) throw new AppError("common.conflict");
    }
    if (outcome.failed("user")) return retry;
    throw new AppError("common.conflict");
  });
  await publishUserChanged(clientId, [userId]);
  return view;
}

/** Who may change a profile: an admin, or its owner holding the `profile_edit` right. */
export function requireProfileEditor(actor: Actor, userId: string, fields?: readonly string[]): void {
  if (isAdminOrAbove(actor)) return;
  if (userId !== actor.userId) throw new AppError("common.no_access");
  // The interface language is the person's own preference, not profile data: no right needed.
  if (fields?.length && fields.every((field) => ownPreferences.has(field))) return;
  if (!actor.rights.includes("profile_edit")) throw new AppError("common.no_access");
}

/** Fields of one's own record anyone may change (the language switch saves `lang`). */
const ownPreferences = new Set(["lang"]);

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
    uniqueCommits.release(entities, `guard.${swap.scope}.free`, { scope: swap.scope, value: swap.from }, userId),
    uniqueCommits.claim(entities, `guard.${swap.scope}.take`, {
      scope: swap.scope,
      value: swap.to,
      clientId,
      ownerId: userId,
    }),
  ];
}
