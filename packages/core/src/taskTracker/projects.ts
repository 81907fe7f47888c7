import { hasRole, isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { ProjectBody, ProjectView } from "@intranet/contracts/taskTracker";
import { accessProfileOf } from "../audiences";
import { isConditionFailure } from "../db";
import { AppError, mapLimited, newId, requireTenant } from "../platform";
import { placeWith } from "./access";
import { desksOf } from "./store";
import { db } from "./entities";
import type { TaskProjectRecord } from "./project.entity";

export async function findProject(clientId: string, projectId: string): Promise<TaskProjectRecord | undefined> {
  const { data } = await db().entities.taskProject.get({ clientId, projectId }).go({ consistent: true });
  return data ?? undefined;
}

const canEdit = (actor: Actor, project: TaskProjectRecord) => project.ownerId === actor.userId || isAdminOrAbove(actor);

const toView = (actor: Actor, project: TaskProjectRecord, deskIds: string[]): ProjectView => ({
  _id: project.projectId,
  client_id: project.clientId,
  name: project.name,
  description: project.description,
  ownerId: project.ownerId,
  deskIds,
  canEdit: canEdit(actor, project),
  createdAt: project.createdAt,
});

/**
 * GET /api/project: the company's projects, each with the boards of it the caller may see (hidden
 * ones: their members). Three calls whatever the numbers: the projects, the boards, the caller's
 * audience profile.
 */
export async function listProjects(actor: Actor): Promise<ProjectView[]> {
  const clientId = requireTenant(actor);
  const [projects, desks, profile] = await Promise.all([
    db().entities.taskProject.query.byClient({ clientId }).go({ pages: "all" }),
    desksOf(clientId),
    accessProfileOf(clientId, actor.userId),
  ]);
  const seen = desks.filter((desk) => desk.projectId && placeWith(actor, desk, profile) !== "none");
  return projects.data
    .map((project) =>
      toView(
        actor,
        project,
        seen.filter((desk) => desk.projectId === project.projectId).map((desk) => desk.deskId),
      ),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** POST /api/project (`desk_add`): a visiting superadmin creates none. */
export async function createProject(actor: Actor, body: ProjectBody): Promise<ProjectView> {
  const clientId = requireTenant(actor);
  if (hasRole(actor, "superadmin")) throw new AppError("tasks.no_access");
  const project: TaskProjectRecord = {
    clientId,
    projectId: newId(),
    name: body.name,
    description: body.description,
    ownerId: actor.userId,
    createdAt: new Date().toISOString(),
  };
  await db().entities.taskProject.create(project).go();
  return toView(actor, project, []);
}

async function projectToEdit(actor: Actor, projectId: string): Promise<TaskProjectRecord> {
  const project = await findProject(requireTenant(actor), projectId);
  if (!project) throw new AppError("tasks.project_not_found");
  if (!canEdit(actor, project)) throw new AppError("tasks.no_access");
  return project;
}

/** PUT /api/project/{id}: its owner and the company's admins. */
export async function updateProject(actor: Actor, projectId: string, body: ProjectBody): Promise<ProjectView> {
  const project = await projectToEdit(actor, projectId);
  const next = { ...project, ...body };
  await db().entities.taskProject.put(next).go();
  const views = await listProjects(actor);
  return views.find((view) => view._id === projectId) ?? toView(actor, next, []);
}

/**
 * DELETE /api/project/{id}: the project goes first (no board can join it any more), then its boards
 * lose it, each with a write that leaves alone a board moved to another project meanwhile.
 */
export async function deleteProject(actor: Actor, projectId: string): Promise<{ deleted: true }> {
  const project = await projectToEdit(actor, projectId);
  const { clientId } = project;
  await db().entities.taskProject.delete({ clientId, projectId }).go();
  const boards = (await desksOf(clientId)).filter((desk) => desk.projectId === projectId);
  await mapLimited(boards, 10, async (desk) => {
    await db()
      .entities.taskDesk.patch({ clientId, deskId: desk.deskId })
      .remove(["projectId"])
      .where((a, op) => op.eq(a.projectId, projectId))
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  });
  return { deleted: true };
}
