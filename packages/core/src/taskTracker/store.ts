import type { Actor } from "@intranet/contracts";
import { AppError, requireTenant } from "../platform";
import type { AccessProfile } from "../audiences";
import { deskCan, deskPlaceAndProfile, type DeskPlace } from "./access";
import type { TaskBodyRecord } from "./body.entity";
import type { TaskCardRecord } from "./card.entity";
import type { TaskDeskRecord } from "./desk.entity";
import { db } from "./entities";

export async function findDesk(clientId: string, deskId: string): Promise<TaskDeskRecord | undefined> {
  const { data } = await db().entities.taskDesk.get({ clientId, deskId }).go({ consistent: true });
  return data ?? undefined;
}

/** A card by its id alone (/api/task/{id}): one Query of the id index. */
export async function findCard(clientId: string, taskId: string): Promise<TaskCardRecord | undefined> {
  const { data } = await db().entities.taskCard.query.byId({ clientId, taskId }).go({ limit: 1 });
  if (!data[0]) return undefined;
  // The index is eventually consistent: the card itself is read again, strongly.
  const { data: card } = await db()
    .entities.taskCard.get({ clientId, deskId: data[0].deskId, taskId })
    .go({ consistent: true });
  return card ?? undefined;
}

export async function findBody(clientId: string, taskId: string): Promise<TaskBodyRecord | undefined> {
  const { data } = await db().entities.taskBody.get({ clientId, taskId }).go({ consistent: true });
  return data ?? undefined;
}

/** The company's boards: one Query (a page holds ~500 boards). */
export async function desksOf(clientId: string): Promise<TaskDeskRecord[]> {
  const { data } = await db().entities.taskDesk.query.byClient({ clientId }).go({ pages: "all" });
  return data;
}

/** Every card of a board: one Query (a page holds ~1,500 cards). */
export async function cardsOf(clientId: string, deskId: string): Promise<TaskCardRecord[]> {
  const { data } = await db().entities.taskCard.query.byDesk({ clientId, deskId }).go({ pages: "all" });
  return data;
}

export interface DeskAccess {
  clientId: string;
  desk: TaskDeskRecord;
  place: DeskPlace;
  /** The caller's audience profile, when the board's grants needed it (a view reuses it). */
  profile?: AccessProfile | undefined;
}

/**
 * A board the caller may open: not found when it does not exist or is hidden from them, 403 when
 * they see only its name (a closed board they are not a member of).
 */
export async function deskFor(actor: Actor, deskId: string): Promise<DeskAccess> {
  const clientId = requireTenant(actor);
  const desk = await findDesk(clientId, deskId);
  if (!desk) throw new AppError("tasks.not_found");
  const { place, profile } = await deskPlaceAndProfile(actor, clientId, desk);
  if (place === "none") throw new AppError("tasks.not_found");
  if (!deskCan(place, desk).view) throw new AppError("tasks.no_access");
  return { clientId, desk, place, profile };
}

/** A board whose tasks the caller may change (its editors, while it is active). */
export async function deskToEdit(actor: Actor, deskId: string): Promise<DeskAccess> {
  const access = await deskFor(actor, deskId);
  requireEdit(access);
  return access;
}

export function requireEdit({ desk, place }: Pick<DeskAccess, "desk" | "place">): void {
  if (desk.status === "finished") throw new AppError("tasks.desk_finished");
  if (!deskCan(place, desk).edit) throw new AppError("tasks.no_access");
}

/** A board whose settings the caller may change (its owner and admins). */
export async function deskToManage(actor: Actor, deskId: string): Promise<DeskAccess> {
  const access = await deskFor(actor, deskId);
  if (!deskCan(access.place, access.desk).manage) throw new AppError("tasks.no_access");
  return access;
}

export interface TaskAccess extends DeskAccess {
  card: TaskCardRecord;
}

/** A task the caller may view (they may view its board); anyone else: not found. */
export async function taskFor(actor: Actor, taskId: string): Promise<TaskAccess> {
  const clientId = requireTenant(actor);
  const card = await findCard(clientId, taskId);
  if (!card) throw new AppError("tasks.task_not_found");
  const desk = await findDesk(clientId, card.deskId);
  if (!desk) throw new AppError("tasks.task_not_found");
  const { place, profile } = await deskPlaceAndProfile(actor, clientId, desk);
  if (!deskCan(place, desk).view) throw new AppError("tasks.task_not_found");
  return { clientId, desk, place, profile, card };
}
