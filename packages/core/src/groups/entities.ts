import { registerEntities } from "../db";
import { GroupEntity } from "./group.entity";
import { MembershipEntity } from "./membership.entity";

/** The groups module's entities under their (global, stable) service keys. */
export const groupsEntities = {
  group: GroupEntity,
  groupMembership: MembershipEntity,
};

export type GroupsEntities = typeof groupsEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends GroupsEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(groupsEntities);
