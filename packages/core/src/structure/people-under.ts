import { getAll } from "../db";
import { mapLimited } from "../platform";
import { db } from "./entities";
import { memberIds } from "./member-ids";
import { subtreeOf } from "./tree";

/**
 * Everyone in these departments or below them (each once). Off the request path only (the
 * directory sync after a department moved or got another head): one Query per department of the
 * subtrees, after a BatchGet of the departments and of their types' shapes.
 */
export async function peopleUnder(clientId: string, deptIds: string[]): Promise<string[]> {
  if (!deptIds.length) return [];
  const { entities } = db();
  const departments = await getAll(
    [...new Set(deptIds)].map((deptId) => ({ clientId, deptId })),
    (keys) => entities.structureDept.get(keys).go({ attributes: ["deptId", "type"] }),
  );
  const types = [...new Set(departments.map((dept) => dept.type))];
  const heads = await getAll(
    types.map((type) => ({ clientId, type })),
    (keys) => entities.structureTree.get(keys).go({ attributes: ["type", "rootId", "parents"] }),
  );
  const shapes = new Map(
    heads.map((head) => [head.type, { rootId: head.rootId, parents: (head.parents ?? {}) as Record<string, string> }]),
  );
  const all = new Set<string>();
  for (const dept of departments) {
    const shape = shapes.get(dept.type);
    for (const id of shape ? subtreeOf(shape, dept.deptId) : [dept.deptId]) all.add(id);
  }
  const members = await mapLimited([...all], 8, (deptId) => memberIds(clientId, deptId));
  return [...new Set(members.flat())];
}
