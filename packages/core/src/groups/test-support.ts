import { createGroupBodySchema, type GroupType } from "@intranet/contracts/groups";
import type { Actor } from "@intranet/contracts";
import * as z from "zod/mini";
import { registerPostParent } from "../posts";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { createGroup } from "./groups";
import { groupPostParent } from "./wall";

/**
 * Groups test helpers (tests only). The composition root registers the group as a post parent
 * (functions/post-parents.ts); core tests do the same here.
 */
registerPostParent("group", groupPostParent);

export interface GroupsTenant {
  tenantId: string;
  admin: Member;
  owner: Member;
  people: Member[];
}

export async function groupsTenant(people = 4): Promise<GroupsTenant> {
  const tenantId = await ensureTestTenant();
  const [admin, owner, ...rest] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, { rights: ["groups", "wall"], profile: { firstName: "Olga", lastName: "Owner" } }),
    ...Array.from({ length: people }, (_, index) =>
      member(tenantId, { rights: ["groups", "wall"], profile: { firstName: `Person${index}`, lastName: "Group" } }),
    ),
  ]);
  return { tenantId, admin: admin!, owner: owner!, people: rest };
}

export function newGroup(actor: Actor, type: GroupType, name = `${type} group`) {
  return createGroup(actor, z.parse(createGroupBodySchema, { name, description: `A ${type} group`, type }));
}
