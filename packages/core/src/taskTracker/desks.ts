import { hasRole, type Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import type {
  CreateDeskBody,
  DeskStateView,
  DeskSummary,
  DeskView,
  UpdateDeskBody,
} from "@intranet/contracts/taskTracker";
import { accessProfileOf, peopleNamedIn, requireCompanyPeople } from "../audiences";
import { isConditionFailure } from "../db";
import { AppError, newId, tenantOfPath } from "../platform";
import { isMember, placeWith } from "./access";
import type { TaskDeskRecord } from "./desk.entity";
import { db } from "./entities";
import { publish } from "./events";
import { pushToDesk } from "./live";
import { findProject } from "./projects";
import { cardsOf, deskFor, desksOf, deskToManage, type DeskAccess } from "./store";
import { toDeskSummary, toDeskView } from "./views";

const DEFAULT_LANES = ["To do", "In progress", "Done"];

async function favouritesOf(clientId: string, userId: string): Promise<Set<string>> {
  const { data } = await db().entities.taskFavourite.query.byUser({ clientId, userId }).go({ pages: "all" });
  return new Set(data.map((favourite) => favourite.deskId));
}

/**
 * GET /api/task_tracker/desks/{client}: every board the caller may see, with their place on it —
 * hidden boards only to their members; closed ones listed to everyone, opened by members. Three
 * calls in parallel whatever the number of boards: the boards, the caller's favourites, their
 * audience profile (grants are matched in memory).
 */
export async function listDesks(actor: Actor, client: string): Promise<DeskSummary[]> {
  const clientId = tenantOfPath(actor, client);
  const [desks, favourites, profile] = await Promise.all([
    desksOf(clientId),
    favouritesOf(clientId, actor.userId),
    accessProfileOf(clientId, actor.userId),
  ]);
  return desks
    .map((desk) => ({ desk, place: placeWith(actor, desk, profile) }))
    .filter(({ place }) => place !== "none")
    .map(({ desk, place }) =>
      toDeskSummary(desk, place, isMember(actor, desk, place, profile), favourites.has(desk.deskId)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The people and the project a board's settings name must be the company's. */
async function requireSettings(clientId: string, body: CreateDeskBody | UpdateDeskBody, known: string[] = []) {
  await Promise.all([
    requireCompanyPeople(clientId, body.admins, "admins", known),
    requireCompanyPeople(clientId, peopleNamedIn(body.grants.map((grant) => grant.audience)), "grants", known),
    body.projectId
      ? findProject(clientId, body.projectId).then((project) => {
          if (!project) throw new AppError("tasks.project_not_found");
        })
      : undefined,
  ]);
}

/** POST /api/task_tracker/desks/{client} (`desk_add`): the caller owns the new board. A visiting superadmin creates none. */
export async function createDesk(actor: Actor, client: string, body: CreateDeskBody): Promise<DeskView> {
  const clientId = tenantOfPath(actor, client);
  if (hasRole(actor, "superadmin")) throw new AppError("tasks.no_access");
  await requireSettings(clientId, body);
  const at = new Date().toISOString();
  const desk: TaskDeskRecord = {
    clientId,
    deskId: newId(),
    name: body.name,
    description: body.description,
    type: body.type,
    status: "active",
    ownerId: actor.userId,
    ...(body.projectId ? { projectId: body.projectId } : {}),
    admins: body.admins.filter((userId) => userId !== actor.userId),
    grants: body.grants,
    lanes: (body.lanes ?? DEFAULT_LANES).map((name) => ({ _id: newId(), name })),
    tasks: 0,
    revision: 0,
    createdAt: at,
    updatedAt: at,
  };
  await db().entities.taskDesk.create(desk).go();
  await publish({ type: "taskDesk.changed", tenantId: clientId, detail: { deskId: desk.deskId } });
  return toDeskView(desk, "owner", [], { member: true, favourite: false });
}

/** The board as the caller sees it now, with its cards (one Query) and their favourite mark. */
export async function deskViewFor(
  actor: Actor,
  { clientId, desk, place, profile: known }: DeskAccess,
): Promise<DeskView> {
  const [cards, favourite, profile] = await Promise.all([
    cardsOf(clientId, desk.deskId),
    db().entities.taskFavourite.get({ clientId, userId: actor.userId, deskId: desk.deskId }).go(),
    known || !(desk.grants as Grant[]).length ? Promise.resolve(known) : accessProfileOf(clientId, actor.userId),
  ]);
  return toDeskView(desk, place, cards, {
    member: isMember(actor, desk, place, profile),
    favourite: !!favourite.data,
  });
}

/**
 * GET /api/task_tracker/desk/{desk}: a fixed number of calls whatever the board's size — the board
 * (1 Get), its cards (1 Query page per ~1,500 cards), the favourite mark (1 Get), and the caller's
 * audience profile when the board has grants.
 */
export async function getDesk(actor: Actor, deskId: string): Promise<DeskView> {
  return deskViewFor(actor, await deskFor(actor, deskId));
}

/** Writes a board's next state on the condition that nobody changed it since `seen`. */
export async function writeDesk(
  seen: TaskDeskRecord,
  changes: Partial<Omit<TaskDeskRecord, "clientId" | "deskId" | "revision">>,
  remove: Array<"projectId" | "finishedAt" | "finishedBy"> = [],
): Promise<TaskDeskRecord> {
  const updatedAt = new Date().toISOString();
  try {
    let update = db()
      .entities.taskDesk.patch({ clientId: seen.clientId, deskId: seen.deskId })
      .set({ ...changes, revision: seen.revision + 1, updatedAt });
    if (remove.length) update = update.remove(remove);
    await update.where((a, op) => op.eq(a.revision, seen.revision)).go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("tasks.already_changed");
    throw error;
  }
  const next = { ...seen, ...changes, revision: seen.revision + 1, updatedAt };
  for (const attribute of remove) delete next[attribute];
  return next;
}

/** Tells the board's open views and the bus that its settings or state changed. */
async function announceDesk(actor: Actor, desk: TaskDeskRecord): Promise<void> {
  await Promise.all([
    pushToDesk(desk, { type: "taskTracker.desk", deskId: desk.deskId, by: actor.userId }),
    publish({ type: "taskDesk.changed", tenantId: desk.clientId, detail: { deskId: desk.deskId } }),
  ]);
}

/** PUT /api/task_tracker/desk/{desk} (owner and admins), on the revision they saw. */
export async function updateDesk(actor: Actor, deskId: string, body: UpdateDeskBody): Promise<DeskView> {
  const access = await deskToManage(actor, deskId);
  const { clientId, desk } = access;
  if (body.revision !== desk.revision) throw new AppError("tasks.already_changed");
  await requireSettings(clientId, body, [
    ...desk.admins,
    ...peopleNamedIn((desk.grants as Grant[]).map((g) => g.audience)),
  ]);
  const next = await writeDesk(
    desk,
    {
      name: body.name,
      description: body.description,
      type: body.type,
      admins: body.admins.filter((userId) => userId !== desk.ownerId),
      grants: body.grants,
      ...(body.projectId ? { projectId: body.projectId } : {}),
    },
    body.projectId ? [] : ["projectId"],
  );
  await announceDesk(actor, next);
  // The caller's own place may have changed with the settings (an admin who removed themselves).
  return deskViewFor(actor, await deskFor(actor, deskId).catch(() => ({ ...access, desk: next })));
}

/** PUT /api/task_tracker/desk/{desk}/favourite: anyone who views the board. */
export async function setFavourite(actor: Actor, deskId: string, favourite: boolean): Promise<DeskSummary> {
  const { clientId, desk, place } = await deskFor(actor, deskId);
  const key = { clientId, userId: actor.userId, deskId };
  if (favourite)
    await db()
      .entities.taskFavourite.put({ ...key, createdAt: new Date().toISOString() })
      .go();
  else await db().entities.taskFavourite.delete(key).go();
  const profile = (desk.grants as Grant[]).length ? await accessProfileOf(clientId, actor.userId) : undefined;
  return toDeskSummary(desk, place, isMember(actor, desk, place, profile), favourite);
}

/** The board's new state as the caller sees it (their membership and favourite mark as they stand). */
async function stateView(actor: Actor, access: DeskAccess, desk: TaskDeskRecord): Promise<DeskStateView> {
  const { data: favourite } = await db()
    .entities.taskFavourite.get({ clientId: desk.clientId, userId: actor.userId, deskId: desk.deskId })
    .go();
  return {
    desk: {
      ...toDeskSummary(desk, access.place, isMember(actor, desk, access.place, access.profile), !!favourite),
      finishedAt: desk.finishedAt ?? null,
      revision: desk.revision,
    },
    // The board's state is its tasks' (one write for any number of them): nothing follows in the background.
    pending: false,
  };
}

/**
 * PUT /api/task_tracker/{desk}/finish (product-spec §4; owner and admins): one conditional write.
 * Its tasks read as finished from now on (each keeps its own flag for the restore), however many.
 */
export async function finishDesk(actor: Actor, deskId: string): Promise<DeskStateView> {
  const access = await deskToManage(actor, deskId);
  if (access.desk.status === "finished") throw new AppError("tasks.already_finished");
  const next = await writeDesk(access.desk, {
    status: "finished",
    finishedAt: new Date().toISOString(),
    finishedBy: actor.userId,
  });
  await announceDesk(actor, next);
  return stateView(actor, access, next);
}

/** PUT /api/task_tracker/{desk}/restore: the tasks the finish finished are open again; those finished before stay finished. */
export async function restoreDesk(actor: Actor, deskId: string): Promise<DeskStateView> {
  const access = await deskToManage(actor, deskId);
  if (access.desk.status !== "finished") throw new AppError("tasks.not_finished");
  const next = await writeDesk(access.desk, { status: "active" }, ["finishedAt", "finishedBy"]);
  await announceDesk(actor, next);
  return stateView(actor, access, next);
}
