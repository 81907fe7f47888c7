import type { Actor } from "@intranet/contracts";
import type { GroupView } from "@intranet/contracts/groups";
import { accessOf, standingOf } from "./access";
import type { GroupRecord } from "./group.entity";
import type { MembershipRecord } from "./membership.entity";

export function toGroupView(actor: Actor, group: GroupRecord, mine: MembershipRecord | undefined): GroupView {
  const { find: _find, ...can } = accessOf(actor, group, mine);
  return {
    _id: group.groupId,
    client_id: group.clientId,
    name: group.name,
    description: group.description,
    type: group.type,
    postPolicy: group.postPolicy,
    owner: group.ownerId,
    membersCount: group.membersCount ?? 0,
    ...(group.avatar ? { avatar: group.avatar } : {}),
    ...(group.cover ? { cover: group.cover } : {}),
    createdAt: group.createdAt,
    standing: standingOf(mine),
    can,
  };
}
