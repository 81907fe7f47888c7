import type { ServerEvent } from "@intranet/contracts";
import { accessProfileOf } from "../audiences";
import { AppError } from "../platform";
import { connectionsOfTenant, pushToConnections, setWatching, type ConnectionRecord } from "../realtime";
import { deskCan, placeWith, viewsByIdAlone } from "./access";
import type { TaskDeskRecord } from "./desk.entity";
import { actorOfPerson } from "./person-actor";
import { findDesk } from "./store";

/** What a socket showing a board watches (the connection's `watching`). */
const topicOf = (deskId: string) => `desk:${deskId}`;

/** Whether the person behind a socket may view the board now (their rights, roles and audiences). */
async function mayView(connection: ConnectionRecord, desk: TaskDeskRecord): Promise<boolean> {
  const [actor, profile] = await Promise.all([
    actorOfPerson(connection.clientId, connection.userId),
    accessProfileOf(connection.clientId, connection.userId),
  ]);
  return !!actor && actor.rights.includes("task_tracker") && deskCan(placeWith(actor, desk, profile), desk).view;
}

/**
 * `taskTracker.watch`: the socket shows the board. Someone who may not view it is refused
 * (`tasks.not_found`) and nothing is recorded.
 */
export async function watchDesk(connection: ConnectionRecord, deskId: string): Promise<void> {
  const desk = await findDesk(connection.clientId, deskId);
  if (!desk || !(await mayView(connection, desk))) throw new AppError("tasks.not_found");
  await setWatching(connection, topicOf(deskId));
}

export async function unwatchDesk(connection: ConnectionRecord): Promise<void> {
  await setWatching(connection, undefined);
}

/**
 * Pushes a board's change to the sockets showing it, each checked again at the push (a member
 * removed since they opened it hears no more): one Query of the tenant's live connections; a
 * watcher the board names (owner, admin, a `users` grant) or a board open to all needs no read,
 * the others' access is read fresh. The caller's own sockets get it too (their other tabs). A
 * person's rights were checked when they started watching (`taskTracker.watch`).
 */
export async function pushToDesk(desk: TaskDeskRecord, event: ServerEvent): Promise<number> {
  const watchers = (await connectionsOfTenant(desk.clientId)).filter(
    (connection) => connection.watching === topicOf(desk.deskId),
  );
  if (!watchers.length) return 0;
  // The board says it by their id for most watchers; the others' audiences and roles are read now.
  const checked = await Promise.all(
    watchers.map(async (connection) => {
      const byId = viewsByIdAlone(desk, connection.userId);
      return (byId ?? (await mayView(connection, desk))) ? connection : null;
    }),
  );
  const allowed = checked.filter((connection): connection is ConnectionRecord => connection !== null);
  const reached = await pushToConnections(allowed.map((connection) => ({ connection, event })));
  return reached.length;
}
