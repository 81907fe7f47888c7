import { writeTransaction } from "../db";
import { getUsers, USER_CHANGED, type UserChangedDetail } from "../users";
import { db } from "./entities";
import { publishStructureChanged } from "./events";
import { departmentsById, quitCommits } from "./members";

/**
 * People who are no longer employees (fired, deleted) leave every department, and the head's place
 * they held, so the chain of chiefs never names them and counts stay true. Called for the users a
 * `user.changed` event names (the structure's subscriber); idempotent: a redelivered event finds
 * nothing left to remove. Restoring someone does not place them again: an admin does.
 */
export async function removeLeavers(clientId: string, userIds: string[]): Promise<number> {
  const leavers = (await getUsers(clientId, userIds)).filter((user) => user.status !== "active");
  let removed = 0;
  for (const { userId } of leavers) {
    const { data: memberships } = await db()
      .entities.structureMember.query.byUser({ clientId, userId })
      .go({ pages: "all" });
    const departments = await departmentsById(
      clientId,
      memberships.map((membership) => membership.deptId),
    );
    for (const dept of departments.values()) {
      const outcome = await writeTransaction((entities) => quitCommits(entities, dept, userId));
      if (outcome.ok) removed++;
    }
    // A head who left changes the chief of everyone below them.
    const headed = [...departments.values()].filter((dept) => dept.headUserId === userId).map((dept) => dept.deptId);
    await publishStructureChanged(clientId, { deptIds: headed });
  }
  return removed;
}

/** The structure's bus subscriber: `user.changed` → `removeLeavers` for the users it names. */
export async function handleStructureEvent(type: string, tenantId: string, detail: unknown): Promise<number> {
  if (type !== USER_CHANGED) return 0;
  return removeLeavers(tenantId, (detail as UserChangedDetail).userIds ?? []);
}
