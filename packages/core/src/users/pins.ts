import { maxPinnedUsers, type Actor, type PinnedUsers, type UserView } from "@intranet/contracts";
import { requireTenant, AppError } from "../platform";
import { named, writeTransaction, type TransactionEntities } from "../db";
import { db } from "./entities";
import { publishUserChanged } from "./events";
import { getUsers, optimistically, orderComposites, pinRankOf, requireUser, sameRevision } from "./store";
import { toUserView, type UserRecord } from "./views";

interface Board {
  userIds: string[];
  revision: number;
}

async function readBoard(clientId: string): Promise<Board | undefined> {
  const { data } = await db().entities.pinBoard.get({ clientId }).go({ consistent: true });
  return data ? { userIds: data.userIds, revision: data.revision } : undefined;
}

/**
 * Writes a new pin order: the board (conditioned on the revision read) and every user whose pin
 * number changes (conditioned on theirs), in one transaction. Pin numbers are positions, 1 = top.
 * Returns the users as they are afterwards, or undefined when something changed meanwhile.
 */
async function writePinOrder(
  clientId: string,
  board: Board | undefined,
  next: string[],
): Promise<Map<string, UserRecord> | undefined> {
  const before = board?.userIds ?? [];
  const numberIn = (list: string[], userId: string) => (list.includes(userId) ? list.indexOf(userId) + 1 : undefined);
  const involved = [...new Set([...before, ...next])];
  const users = new Map((await getUsers(clientId, involved)).map((user) => [user.userId, user]));
  for (const userId of next) if (!users.has(userId)) throw new AppError("employees.not_found");

  const changed = involved.filter((userId) => users.has(userId) && numberIn(before, userId) !== numberIn(next, userId));
  const now = new Date().toISOString();
  const outcome = await writeTransaction((entities) => [
    named("board", boardWrite(entities, clientId, board, next, now)),
    ...changed.map((userId) => named(`pin.${userId}`, pinWrite(entities, users.get(userId)!, numberIn(next, userId)))),
  ]);
  if (!outcome.ok) return undefined;
  await publishUserChanged(clientId, changed); // the address book's order changed

  for (const userId of changed) {
    const user = users.get(userId)!;
    const pinnedNum = numberIn(next, userId);
    const { pinnedNum: _old, ...rest } = user;
    users.set(userId, {
      ...rest,
      ...(pinnedNum === undefined ? {} : { pinnedNum }),
      pinRank: pinRankOf(pinnedNum),
      revision: (user.revision ?? 0) + 1,
    });
  }
  return users;
}

function boardWrite(
  entities: TransactionEntities,
  clientId: string,
  board: Board | undefined,
  userIds: string[],
  now: string,
) {
  if (!board) return entities.pinBoard.create({ clientId, userIds, revision: 1, updatedAt: now }).commit();
  return entities.pinBoard
    .patch({ clientId })
    .set({ userIds, updatedAt: now })
    .add({ revision: 1 })
    .where(({ revision }, { eq }) => eq(revision, board.revision))
    .commit();
}

function pinWrite(entities: TransactionEntities, user: UserRecord, pinnedNum: number | undefined) {
  const key = { clientId: user.clientId, userId: user.userId };
  const order = orderComposites({ ...user, pinRank: pinRankOf(pinnedNum) });
  const patch = entities.user.patch(key);
  const written = pinnedNum === undefined ? patch.set(order).remove(["pinnedNum"]) : patch.set({ ...order, pinnedNum });
  return written.add({ revision: 1 }).where(sameRevision(user.revision)).commit();
}

/**
 * PUT /api/user/pin/{id}: pins an active employee to the top of the address book (as the last
 * pinned one) or, if pinned, unpins them and closes the gap.
 */
export async function togglePin(actor: Actor, userId: string): Promise<UserView> {
  const clientId = requireTenant(actor);
  return optimistically(async (retry) => {
    const board = await readBoard(clientId);
    const pinned = board?.userIds ?? [];
    let next: string[];
    if (pinned.includes(userId)) next = pinned.filter((id) => id !== userId);
    else {
      const user = await requireUser(clientId, userId);
      if (user.status !== "active") throw new AppError("employees.not_active");
      if (pinned.length >= maxPinnedUsers) throw new AppError("employees.pin_limit", { max: maxPinnedUsers });
      next = [...pinned, userId];
    }
    const users = await writePinOrder(clientId, board, next);
    return users ? toUserView(users.get(userId)!) : retry;
  });
}

/** PUT /api/user/pin_move: moves a pinned employee to position `to` (past the end means last). */
export async function movePin(actor: Actor, move: { id: string; to: number }): Promise<PinnedUsers> {
  const clientId = requireTenant(actor);
  return optimistically(async (retry) => {
    const board = await readBoard(clientId);
    const pinned = board?.userIds ?? [];
    if (!pinned.includes(move.id)) {
      await requireUser(clientId, move.id);
      throw new AppError("employees.not_pinned");
    }
    const next = pinned.filter((id) => id !== move.id);
    next.splice(Math.min(move.to, pinned.length) - 1, 0, move.id);
    const users = await writePinOrder(clientId, board, next);
    return users ? { items: next.flatMap((id) => users.get(id) ?? []).map(toUserView) } : retry;
  });
}

/** Takes an employee off the pin board (firing or deleting them); nothing to do if not pinned. */
export async function unpinUser(clientId: string, userId: string): Promise<void> {
  await optimistically(async (retry) => {
    const board = await readBoard(clientId);
    const pinned = board?.userIds ?? [];
    if (!pinned.includes(userId)) return undefined;
    return (await writePinOrder(
      clientId,
      board,
      pinned.filter((id) => id !== userId),
    ))
      ? undefined
      : retry;
  });
}
