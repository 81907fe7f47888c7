import type { GroupPostPolicy, GroupRole, GroupType } from "./schemas";

/** The caller's standing in a group: what the SPA's buttons follow. */
export type GroupStanding = GroupRole | "requested" | "invited" | "none";

export interface GroupView {
  _id: string;
  client_id: string;
  name: string;
  description: string;
  type: GroupType;
  postPolicy: GroupPostPolicy;
  owner: string;
  membersCount: number;
  avatar?: string;
  cover?: string;
  createdAt: string;
  /** The caller's role or pending request/invitation. */
  standing: GroupStanding;
  /** What the caller may do here (the same rules the API enforces). */
  can: { read: boolean; post: boolean; manage: boolean; delete: boolean };
}

export interface GroupPage {
  items: GroupView[];
  cursor: string | null;
}

/** A member, a requester or an invitee, as the group's lists show them. */
export interface GroupPersonView {
  userId: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  position?: string;
  avatar?: string;
  role?: GroupRole;
  since: string;
}

export interface GroupPeoplePage {
  items: GroupPersonView[];
  cursor: string | null;
}

/** GET /api/group/can_read_by/{id}. */
export interface GroupAccess {
  group_id: string;
  read: boolean;
  post: boolean;
  manage: boolean;
}

/** The outcome of a membership step: the caller's (or the person's) standing after it. */
export interface MembershipResult {
  group_id: string;
  user_id: string;
  standing: GroupStanding;
  membersCount: number;
}

export interface InvitationsResult {
  invited: string[];
  /** People already members or invited, or not active employees of the company. */
  skipped: Array<{ user_id: string; code: string }>;
}

export interface GroupDeleted {
  _id: string;
  deleted: true;
}
