import { groupPostPolicies, groupTypes } from "@intranet/contracts/groups";
import { defineEntity, type EntityItem } from "../db/entity";

/** The directory index holds only groups anyone in the company may find. */
export const LISTED = "listed";
export const UNLISTED = "-";

/**
 * A group (product-spec §3 Group). Access patterns:
 * - by id: Get pk = clientId + groupId (every group route, the wall's parent check);
 * - the groups anyone may find, by name: Query gsi1 pk = clientId + "listed", sk = nameKey + id,
 *   paged; SPARSE: a private group has `listed` "-" and no gsi1 keys, so it is never in that list;
 * - the groups one person is in: their membership entries (membership.entity.ts) + a BatchGet here;
 * - every group of a tenant (search's re-index, the wall's re-index of group posts): Query gsi2
 *   pk = clientId, sk = groupId.
 * `membersCount` changes only by ADD in the transactions that make or end a membership. Writes that
 * change the name or type set `nameKey` and `listed` with them (the index keys follow).
 */
export const GroupEntity = defineEntity({
  model: { entity: "group", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    groupId: { type: "string", required: true },
    name: { type: "string", required: true },
    /** The name lowercased, for ordering and the search filter. */
    nameKey: { type: "string", required: true },
    description: { type: "string", required: true },
    type: { type: groupTypes, required: true },
    postPolicy: { type: groupPostPolicies, required: true },
    listed: { type: "string", required: true },
    ownerId: { type: "string", required: true },
    membersCount: { type: "number" },
    /** Public URLs of the pictures (core/profileImages), and the uploads they were made from. */
    avatar: { type: "string" },
    avatarFileId: { type: "string" },
    cover: { type: "string" },
    coverFileId: { type: "string" },
    createdBy: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "groupId"] },
      sk: { field: "sk", composite: [] },
    },
    byName: {
      index: "gsi1",
      condition: (attributes) => attributes.listed === LISTED,
      pk: { field: "gsi1pk", composite: ["clientId", "listed"] },
      sk: { field: "gsi1sk", composite: ["nameKey", "groupId"] },
    },
    byTenant: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId"] },
      sk: { field: "gsi2sk", composite: ["groupId"] },
    },
  },
});

export type GroupRecord = EntityItem<typeof GroupEntity>;
