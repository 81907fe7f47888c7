import {
  roles as roleOrder,
  type Actor,
  type AssignableRole,
  type BulkRoleResult,
  type RoleChangeResult,
  type UserView,
} from "@intranet/contracts";
import {
  requireSameTenant,
  requireTenant,
  AppError,
  isAppError,
  PLATFORM_TENANT,
  mapLimited as mapWithLimit,
} from "../platform";
import { optimistically, requireUser, sameRevision } from "./store";
import { named, writeTransaction, type TransactionEntities } from "../db";
import { toUserView, type UserRecord } from "./views";
import { changesOf, journalCommit } from "../journal";
import { personTarget } from "./journal-facts";
import { closeAllSessions } from "./sessions";

/** PUT (grant) and DELETE (revoke) /api/user/{id}/role/{role}. */
export async function changeRole(
  actor: Actor,
  userId: string,
  role: AssignableRole,
  grant: boolean,
): Promise<UserView> {
  return toUserView(await changeRoleIn(actor, requireTenant(actor), userId, role, grant));
}

/**
 * Gives or takes one role. Nobody changes their own role, and everyone keeps "employee". The
 * write is conditioned on the revision read (two admins changing one person's roles at once do
 * not lose either change) and, in the same transaction, on the caller still being an active
 * admin, so two admins demoting each other at the same moment cannot both succeed.
 * Giving a role someone already has, or taking one they lack, changes nothing.
 */
async function changeRoleIn(
  actor: Actor,
  clientId: string,
  userId: string,
  role: AssignableRole,
  grant: boolean,
): Promise<UserRecord> {
  if (userId === actor.userId) throw new AppError("employees.cannot_change_own_role");
  if (!grant && role === "employee") throw new AppError("employees.role_delete_error");
  return optimistically(async (retry) => {
    const current = await requireUser(clientId, userId);
    if (current.roles.includes(role) === grant) return current;
    const wanted = grant ? [...current.roles, role] : current.roles.filter((held) => held !== role);
    const roles = roleOrder.filter((known) => wanted.includes(known));
    const outcome = await writeTransaction((entities) => [
      named(
        "user",
        entities.user
          .patch({ clientId, userId })
          .set({ roles, updatedAt: new Date().toISOString() })
          .add({ revision: 1 })
          .where(sameRevision(current.revision))
          .commit(),
      ),
      named("caller", callerIsStillAdmin(entities, actor)),
      journalCommit(entities, actor, clientId, {
        action: grant ? "role.grant" : "role.revoke",
        target: personTarget(current),
        changes: changesOf({ roles: current.roles }, { roles }),
        detail: role,
      }),
    ]);
    if (outcome.ok) {
      // New roles, new sessions: the person signs in again (their sockets close too).
      await closeAllSessions({ clientId, userId });
      return { ...current, roles, revision: (current.revision ?? 0) + 1 };
    }
    if (outcome.failed("caller")) throw new AppError("common.no_access");
    return retry;
  });
}

function callerIsStillAdmin(entities: TransactionEntities, actor: Actor) {
  const superadmin = actor.roles.includes("superadmin");
  return entities.user
    .check({ clientId: superadmin ? PLATFORM_TENANT : (actor.homeTenantId ?? ""), userId: actor.userId })
    .where(
      ({ roles, status }, { contains, eq }) =>
        `${contains(roles, superadmin ? "superadmin" : "admin")} AND ${eq(status, "active")}`,
    )
    .commit();
}

/** Bulk changes run a few at a time: each is a small transaction, the list may hold hundreds. */
const BULK_CONCURRENCY = 8;

/**
 * PUT and DELETE /api/clients/{client}/role/{role}: the same change for several users, each
 * checked on its own; a refusal (the caller's own id, an unknown id…) is reported in its row.
 */
export async function changeRoles(
  actor: Actor,
  clientId: string,
  role: AssignableRole,
  grant: boolean,
  userIds: string[],
): Promise<BulkRoleResult> {
  requireSameTenant(actor, clientId);
  const results = await mapWithLimit(
    [...new Set(userIds)],
    BULK_CONCURRENCY,
    async (userId): Promise<RoleChangeResult> => {
      try {
        const user = await changeRoleIn(actor, clientId, userId, role, grant);
        return { userId, ok: true, roles: toUserView(user).roles };
      } catch (error) {
        if (!isAppError(error)) throw error;
        return { userId, ok: false, code: error.code, message: error.message };
      }
    },
  );
  return { results };
}
