import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { GroupStanding, GroupView } from "@intranet/contracts/groups";
import type { GroupRecord } from "./group.entity";
import type { MembershipRecord } from "./membership.entity";

/** The caller's standing: their role, or a pending request or invitation. */
export function standingOf(membership: MembershipRecord | undefined): GroupStanding {
  if (!membership) return "none";
  if (membership.state === "member") return membership.role ?? "member";
  return membership.state;
}

export type GroupAccessRules = GroupView["can"] & {
  /** Whether the group exists for the caller at all: a private group is unknown outside it. */
  find: boolean;
};

/**
 * What a person may do with a group (product-spec §3, §4; HumHub's spaces as the anchor):
 * - find it: public and closed groups are found by everyone; a private one only by its members and
 *   the people invited to it;
 * - read its wall and members: a public group everyone; closed and private ones their members;
 * - post: members (or only the owner and administrators, by the group's setting);
 * - manage (edit, requests, invitations, roles, removing members): the owner and administrators;
 * - delete: the owner.
 * Company admins (and a superadmin inside the workspace) find, read and manage every group and may
 * delete it, for moderation; they post only as members.
 */
export function accessOf(
  actor: Actor,
  group: Pick<GroupRecord, "type" | "postPolicy" | "ownerId">,
  membership: MembershipRecord | undefined,
): GroupAccessRules {
  const companyAdmin = isAdminOrAbove(actor);
  const member = membership?.state === "member";
  const role = member ? membership.role : undefined;
  const groupAdmin = role === "owner" || role === "admin";
  const find = companyAdmin || group.type !== "private" || member || membership?.state === "invited";
  return {
    find,
    read: companyAdmin || member || group.type === "public",
    post: member && (group.postPolicy === "members" || groupAdmin),
    manage: companyAdmin || groupAdmin,
    delete: companyAdmin || role === "owner",
  };
}
