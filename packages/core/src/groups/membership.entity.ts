import { defineEntity, type EntityItem } from "../db/entity";

/** Where a person stands with a group (product-spec §4): a member, a pending request or invitation. */
export const membershipStates = ["member", "requested", "invited"] as const;
export type MembershipState = (typeof membershipStates)[number];

/** Owner first, then administrators, then members, in the members list. */
export const ROLE_RANK = { owner: "0", admin: "1", member: "2" } as const;

/**
 * One person and one group: ONE item whatever the state, so every step of the membership state
 * machine (request → member, invitation → member, member → gone) is a conditional write on it
 * (`state = requested`…) and two racing steps have exactly one winner. Access patterns:
 * - Get pk = clientId + groupId, sk = userId (the caller's standing; every step);
 * - a group's members, requests or invitations: Query gsi1 pk = clientId + groupId + state,
 *   sk = rank + since + userId (owner and administrators first, then by date), paged;
 * - a person's groups with their requests and invitations: Query gsi2 pk = clientId + userId,
 *   sk = groupId (one page holds hundreds), then one BatchGet of the groups.
 */
export const MembershipEntity = defineEntity({
  model: { entity: "groupMembership", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    groupId: { type: "string", required: true },
    userId: { type: "string", required: true },
    state: { type: membershipStates, required: true },
    /** ROLE_RANK of a member; "9" for requests and invitations. */
    rank: { type: "string", required: true },
    role: { type: ["owner", "admin", "member"] as const },
    /** When the person joined, asked or was invited. */
    since: { type: "string", required: true },
    invitedBy: { type: "string" },
  },
  indexes: {
    byGroup: {
      pk: { field: "pk", composite: ["clientId", "groupId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
    byState: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "groupId", "state"] },
      sk: { field: "gsi1sk", composite: ["rank", "since", "userId"] },
    },
    byUser: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId", "userId"] },
      sk: { field: "gsi2sk", composite: ["groupId"] },
    },
  },
});

export type MembershipRecord = EntityItem<typeof MembershipEntity>;
