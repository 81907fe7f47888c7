import { publishUserChanged } from "./events";
import type { Actor, UserView } from "@intranet/contracts";
import { requireTenant, AppError } from "../platform";
import { closeAllSessions } from "./sessions";
import { named, writeTransaction } from "../db";
import { journalCommit } from "../journal";
import { personChange } from "./journal-facts";
import { unpinUser } from "./pins";
import { birthdayComposites } from "./birthday-key";
import { optimistically, orderComposites, requireUser, sameRevision } from "./store";
import { toUserView, type UserRecord } from "./views";

export type RemovalMode = "fire" | "delete";

/**
 * PUT /api/user/delete/{id}: fires (kept for HR and analytics) or deletes (deletion mark) an
 * employee; both are soft. Nobody removes themselves, and administrators cannot be removed (the
 * write is conditioned on the role too, so a concurrent promotion is not overrun). A pinned
 * employee leaves the pin board first. Their sessions are closed, so their token stops working
 * at once (the Actor also refuses any user who is not active).
 */
export async function removeEmployee(actor: Actor, userId: string, mode: RemovalMode = "delete"): Promise<UserView> {
  const clientId = requireTenant(actor);
  if (userId === actor.userId) throw new AppError("employees.cannot_delete_self");

  const removed = await optimistically(async (retry) => {
    const current = await requireUser(clientId, userId);
    if (current.roles.includes("admin") || current.roles.includes("superadmin"))
      throw new AppError("employees.admin_cannot_be_deleted");
    const status = mode === "fire" ? "fired" : "deleted";
    if (current.status === status) return current; // already so: keep the first date
    if (current.pinnedNum !== undefined) {
      await unpinUser(clientId, userId);
      return retry; // re-read: unpinning changed the record
    }
    const now = new Date().toISOString();
    const next: UserRecord = {
      ...current,
      status,
      ...(mode === "fire" ? { firedAt: now } : { deletedAt: now }),
      updatedAt: now,
    };
    const outcome = await writeTransaction((entities) => [
      named(
        "user",
        entities.user
          .patch({ clientId, userId })
          .set({
            ...orderComposites(next),
            ...birthdayComposites(next), // leaves the birthdays index
            updatedAt: now,
            ...(mode === "fire" ? { firedAt: now } : { deletedAt: now }),
          })
          .add({ revision: 1 })
          .where(sameRevision(current.revision))
          .where(
            ({ roles }, { notContains }) => `${notContains(roles, "admin")} AND ${notContains(roles, "superadmin")}`,
          )
          .commit(),
      ),
      journalCommit(entities, actor, clientId, personChange(`employee.${mode}`, current, next, ["status"])),
    ]);
    return outcome.ok ? next : retry;
  });

  await closeAllSessions({ clientId, userId });
  await publishUserChanged(clientId, [userId]);
  return toUserView(removed);
}

/** PUT /api/user/undelete/{id}: a fired or deleted employee is active again (they sign in anew). */
export async function restoreEmployee(actor: Actor, userId: string): Promise<UserView> {
  const clientId = requireTenant(actor);
  const view = await optimistically(async (retry) => {
    const current = await requireUser(clientId, userId);
    if (current.status === "active") return toUserView(current);
    const now = new Date().toISOString();
    const { firedAt: _fired, deletedAt: _deleted, ...rest } = current;
    const next: UserRecord = { ...rest, status: "active", updatedAt: now };
    const outcome = await writeTransaction((entities) => [
      named(
        "user",
        entities.user
          .patch({ clientId, userId })
          .set({ ...orderComposites(next), ...birthdayComposites(next), updatedAt: now })
          .remove(["firedAt", "deletedAt"])
          .add({ revision: 1 })
          .where(sameRevision(current.revision))
          .commit(),
      ),
      journalCommit(entities, actor, clientId, personChange("employee.restore", current, next, ["status"])),
    ]);
    return outcome.ok ? toUserView(next) : retry;
  });
  await publishUserChanged(clientId, [userId]);
  return view;
}
