import type { Actor } from "@intranet/contracts";
import type { GroupPeoplePage, GroupPersonView } from "@intranet/contracts/groups";
import { pageOf } from "../db";
import { getUsers } from "../users";
import { db } from "./entities";
import type { MembershipState } from "./membership.entity";
import { groupAllowing } from "./store";

/**
 * GET /api/group/{id}/members (whoever may read the group), /requests and /invitations (its
 * managers): one Query of the state's partition in order (owner, administrators, then by date)
 * and one BatchGet of those people.
 */
export async function groupPeople(
  actor: Actor,
  groupId: string,
  state: MembershipState,
  query: { cursor?: string | undefined; limit: number },
): Promise<GroupPeoplePage> {
  const { clientId } = await groupAllowing(actor, groupId, state === "member" ? "read" : "manage");
  const page = await pageOf(db().entities.groupMembership.query.byState({ clientId, groupId, state }), {
    cursor: query.cursor,
    size: query.limit,
  });
  const users = new Map(
    (
      await getUsers(
        clientId,
        page.items.map((item) => item.userId),
      )
    ).map((user) => [user.userId, user]),
  );
  const items = page.items.flatMap((membership): GroupPersonView[] => {
    const user = users.get(membership.userId);
    if (!user) return [];
    return [
      {
        userId: user.userId,
        firstName: user.firstName,
        lastName: user.lastName,
        ...(user.middleName ? { middleName: user.middleName } : {}),
        ...(user.position ? { position: user.position } : {}),
        ...(user.avatar ? { avatar: user.avatar } : {}),
        ...(membership.role ? { role: membership.role } : {}),
        since: membership.since,
      },
    ];
  });
  return { items, cursor: page.cursor };
}
