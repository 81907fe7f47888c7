import type { Actor } from "@intranet/contracts";
import type { ChiefsView } from "@intranet/contracts/structure";
import { requireTenant } from "../platform";
import { db } from "./entities";
import { pathUp, readTree } from "./tree";

export interface Chiefs {
  department: string | null;
  /** Nearest first: the head of the person's department, or of the parent when they head it, and so on up. */
  chiefs: Array<{ userId: string; deptId: string }>;
}

/**
 * A person's chain of chiefs in the administrative structure (services route a step to the
 * "direct chief", vacations ask them): the heads of their department and of each department
 * above it, themselves and repeats left out. Three calls whatever the structure's size.
 */
export async function chiefsOf(clientId: string, userId: string): Promise<Chiefs> {
  const { data: placement } = await db().entities.structurePlacement.get({ clientId, userId }).go();
  if (!placement) return { department: null, chiefs: [] };
  const tree = await readTree(clientId, "administrative");
  const chiefs: Chiefs["chiefs"] = [];
  const seen = new Set([userId]);
  for (const dept of pathUp(tree, placement.deptId)) {
    if (!dept.headUserId || seen.has(dept.headUserId)) continue;
    seen.add(dept.headUserId);
    chiefs.push({ userId: dept.headUserId, deptId: dept.deptId });
  }
  return { department: placement.deptId, chiefs };
}

/** GET /api/structure/chiefs/{user}. */
export async function chiefsView(actor: Actor, userId: string): Promise<ChiefsView> {
  const { department, chiefs } = await chiefsOf(requireTenant(actor), userId);
  return { user_id: userId, department, chiefs };
}
