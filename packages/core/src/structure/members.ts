import type { Actor } from "@intranet/contracts";
import type {
  AddDeptUsersBody,
  DepartmentView,
  DeptUsersView,
  RemoveDeptUsersBody,
  SetHeadBody,
} from "@intranet/contracts/structure";
import { getAll, isConditionFailure, named, writeTransaction, type NamedCommit, type TransactionEntities } from "../db";
import { AppError, requireTenant } from "../platform";
import { getUsers, notActiveAmong } from "../users";
import type { StructureDeptRecord } from "./department.entity";
import { adminIn, requireDepartment } from "./departments";
import { db } from "./entities";
import { memberIds } from "./member-ids";
import { publishStructureChanged } from "./events";
import type { StructurePlacementRecord } from "./placement.entity";
import { departmentView, deptUserView } from "./views";

/** GET /api/structure/dept_users?dept=: the employees (one Query, their names by BatchGet), the head first. */
export async function deptUsers(actor: Actor, deptId: string): Promise<DeptUsersView> {
  const clientId = requireTenant(actor);
  const dept = await requireDepartment(clientId, deptId);
  return usersOf(dept);
}

async function usersOf(dept: StructureDeptRecord): Promise<DeptUsersView> {
  const users = await getUsers(dept.clientId, await memberIds(dept.clientId, dept.deptId));
  const head = dept.headUserId ?? null;
  const rank = (userId: string) => (userId === head ? 0 : 1);
  users.sort(
    (a, b) =>
      rank(a.userId) - rank(b.userId) || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
  return { dept_id: dept.deptId, headUser: head, users: users.map(deptUserView) };
}

/** The commits that take one person out of a department: the item, the count, the head's place if theirs. */
function leaveCommits(entities: TransactionEntities, dept: StructureDeptRecord, userId: string, tag: string) {
  const { clientId, deptId } = dept;
  const update = entities.structureDept.patch({ clientId, deptId }).add({ employees: -1 });
  return [
    named(
      `${tag}.member`,
      entities.structureMember
        .delete({ clientId, deptId, userId })
        .where((attr, op) => op.exists(attr.userId))
        .commit(),
    ),
    named(
      `${tag}.dept`,
      dept.headUserId === userId
        ? update
            .remove(["headUserId"])
            .where((attr, op) => op.eq(attr.headUserId, userId))
            .commit()
        : update.commit(),
    ),
  ];
}

/**
 * The commits that take one person out of a department for good: `leaveCommits`, and in the
 * administrative structure their placement there (conditioned on it still naming this department).
 */
export function quitCommits(entities: TransactionEntities, dept: StructureDeptRecord, userId: string): NamedCommit[] {
  const placement =
    dept.type === "administrative"
      ? [
          named(
            "placement",
            entities.structurePlacement
              .delete({ clientId: dept.clientId, userId })
              .where((attr, op) => op.eq(attr.deptId, dept.deptId))
              .commit(),
          ),
        ]
      : [];
  return [...leaveCommits(entities, dept, userId, "leave"), ...placement];
}

/** Departments by id with one BatchGet per 100 (the ones gone are left out). */
export async function departmentsById(clientId: string, deptIds: string[]): Promise<Map<string, StructureDeptRecord>> {
  const found = await getAll(
    [...new Set(deptIds)].map((deptId) => ({ clientId, deptId })),
    (keys) => db().entities.structureDept.get(keys).go({ consistent: true }),
  );
  return new Map(found.map((dept) => [dept.deptId, dept]));
}

/**
 * POST /api/dept_users. Only active employees of the company; those already there are left as they
 * are. In the administrative structure a person has one department: adding them here takes them
 * out of the old one (and its head's place) in the same transaction, conditioned on the placement
 * read, so parallel placements of one person leave them in exactly one department.
 */
export async function addDeptUsers(actor: Actor, body: AddDeptUsersBody): Promise<DeptUsersView> {
  const clientId = adminIn(actor);
  const dept = await requireDepartment(clientId, body.dept_id);
  if ((await notActiveAmong(clientId, body.users)).length) throw new AppError("structure.user_not_active");
  const present = new Set(await memberIds(clientId, dept.deptId));
  const joining = body.users.filter((userId) => !present.has(userId));
  const administrative = dept.type === "administrative";
  const placements = administrative
    ? await getAll(
        joining.map((userId) => ({ clientId, userId })),
        (keys) => db().entities.structurePlacement.get(keys).go(),
      )
    : [];
  const placed = new Map(placements.map((placement) => [placement.userId, placement]));
  const oldDepartments = await departmentsById(
    clientId,
    placements.map((placement) => placement.deptId).filter((deptId) => deptId !== dept.deptId),
  );

  for (const userId of joining) {
    const now = new Date().toISOString();
    const placement = placed.get(userId);
    const old = placement ? oldDepartments.get(placement.deptId) : undefined;
    const outcome = await writeTransaction((entities) => [
      named(
        "member",
        entities.structureMember
          .create({ clientId, deptId: dept.deptId, userId, type: dept.type, createdAt: now })
          .commit(),
      ),
      named("dept", entities.structureDept.patch({ clientId, deptId: dept.deptId }).add({ employees: 1 }).commit()),
      ...(administrative ? placementCommits(entities, clientId, userId, dept.deptId, placement, now) : []),
      ...(old ? leaveCommits(entities, old, userId, "old") : []),
    ]);
    if (outcome.failed("dept")) throw new AppError("structure.not_found");
    if (!outcome.ok && !outcome.failed("member")) throw new AppError("common.conflict");
  }
  await publishStructureChanged(clientId, { userIds: joining });
  return usersOf(await requireDepartment(clientId, dept.deptId));
}

function placementCommits(
  entities: TransactionEntities,
  clientId: string,
  userId: string,
  deptId: string,
  placement: StructurePlacementRecord | undefined,
  now: string,
): NamedCommit[] {
  const commit = placement
    ? entities.structurePlacement
        .patch({ clientId, userId })
        .set({ deptId, updatedAt: now })
        .where((attr, op) => op.eq(attr.deptId, placement.deptId))
        .commit()
    : entities.structurePlacement.create({ clientId, userId, deptId, updatedAt: now }).commit();
  return [named("placement", commit)];
}

/** DELETE /api/dept_users: those who are there leave (a head leaves the head's place empty). */
export async function removeDeptUsers(actor: Actor, body: RemoveDeptUsersBody): Promise<DeptUsersView> {
  const clientId = adminIn(actor);
  let dept = await requireDepartment(clientId, body.dept_id);
  const present = new Set(await memberIds(clientId, dept.deptId));
  const left = body.users.filter((id) => present.has(id));
  const headLeft = dept.headUserId !== undefined && left.includes(dept.headUserId);
  for (const userId of left) {
    const outcome = await writeTransaction((entities) => quitCommits(entities, dept, userId));
    if (!outcome.ok && !outcome.failed("leave.member")) throw new AppError("common.conflict");
    if (dept.headUserId === userId) dept = { ...dept, headUserId: undefined };
  }
  // A head who left changes everyone's chief below: the whole department is re-read.
  await publishStructureChanged(clientId, { userIds: left, deptIds: headLeft ? [dept.deptId] : [] });
  return usersOf(await requireDepartment(clientId, dept.deptId));
}

/** PUT /api/dept_users: the head is one of the department's employees (checked in the same transaction). */
export async function setDepartmentHead(actor: Actor, body: SetHeadBody): Promise<DepartmentView> {
  const clientId = adminIn(actor);
  const dept = await requireDepartment(clientId, body.dept_id);
  const updatedAt = new Date().toISOString();
  const outcome = await writeTransaction((entities) => [
    named(
      "member",
      entities.structureMember
        .check({ clientId, deptId: dept.deptId, userId: body.headUser })
        .where((attr, op) => op.exists(attr.userId))
        .commit(),
    ),
    named(
      "dept",
      entities.structureDept
        .patch({ clientId, deptId: dept.deptId })
        .set({ headUserId: body.headUser, updatedAt })
        .commit(),
    ),
  ]);
  if (outcome.failed("member")) throw new AppError("structure.head_not_member");
  if (outcome.failed("dept")) throw new AppError("structure.not_found");
  if (!outcome.ok) throw new AppError("common.conflict");
  await publishStructureChanged(clientId, { deptIds: [dept.deptId] });
  return departmentView({ ...dept, headUserId: body.headUser, updatedAt });
}

/** PUT /api/structure/clear_chief. */
export async function clearDepartmentHead(actor: Actor, deptId: string): Promise<DepartmentView> {
  const clientId = adminIn(actor);
  const updatedAt = new Date().toISOString();
  const { data } = await db()
    .entities.structureDept.patch({ clientId, deptId })
    .remove(["headUserId"])
    .set({ updatedAt })
    .go({ response: "all_new" })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new AppError("structure.not_found");
      throw error;
    });
  await publishStructureChanged(clientId, { deptIds: [deptId] });
  return departmentView(data as StructureDeptRecord);
}
