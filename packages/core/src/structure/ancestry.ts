import { structureTypes, type StructureType } from "@intranet/contracts/structure";
import { getAll } from "../db";
import { db } from "./entities";

/** A department on a person's way up: its id, name and head. */
export interface PathStep {
  deptId: string;
  name: string;
  headUserId?: string;
}

/** One of a person's departments, with the way up to its type's root (nearest first, itself included). */
export interface PersonDepartment {
  type: StructureType;
  deptId: string;
  path: PathStep[];
}

/**
 * Where a person is in every structure type: their departments and, for each, the departments
 * above it with their heads (audiences by department with sub-departments, by manager, managers).
 * Three calls whatever the structure's size, in two rounds: their memberships (Query gsi1) with
 * the four types' shapes (BatchGet of the head items, each holding every department's parent),
 * then one BatchGet of the departments on their ways up.
 */
export async function departmentsOfPerson(clientId: string, userId: string): Promise<PersonDepartment[]> {
  const { entities } = db();
  const [{ data: memberships }, heads] = await Promise.all([
    entities.structureMember.query.byUser({ clientId, userId }).go({ pages: "all" }),
    getAll(
      structureTypes.map((type) => ({ clientId, type })),
      (keys) => entities.structureTree.get(keys).go({ attributes: ["type", "parents"] }),
    ),
  ]);
  if (!memberships.length) return [];
  const parentsOf = new Map(heads.map((head) => [head.type, (head.parents ?? {}) as Record<string, string>]));
  const ways = memberships.map(({ type, deptId }) => ({ type, deptId, ids: wayUp(parentsOf.get(type) ?? {}, deptId) }));
  const ids = [...new Set(ways.flatMap((way) => way.ids))];
  const departments = new Map(
    (
      await getAll(
        ids.map((deptId) => ({ clientId, deptId })),
        (keys) => entities.structureDept.get(keys).go({ attributes: ["deptId", "name", "headUserId"] }),
      )
    ).map((dept) => [dept.deptId, dept]),
  );
  return ways.map(({ type, deptId, ids: way }) => ({
    type,
    deptId,
    path: way.flatMap((id) => {
      const dept = departments.get(id);
      return dept ? [{ deptId: id, name: dept.name, ...(dept.headUserId ? { headUserId: dept.headUserId } : {}) }] : [];
    }),
  }));
}

/** The department and its ancestors' ids, nearest first (a loop, which the tree's revision rules out, stops the walk). */
function wayUp(parents: Record<string, string>, deptId: string): string[] {
  const way: string[] = [];
  for (let id = deptId; id && !way.includes(id); id = parents[id] ?? "") way.push(id);
  return way;
}
