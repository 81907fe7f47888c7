import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import { accessProfileOf, canRead, type AccessProfile } from "../audiences";
import { getAll } from "../db";
import { AppError, requireTenant } from "../platform";
import { mayBeRecipient, pollAccess, type PollAccess, type PollStanding } from "./access";
import { db } from "./entities";
import type { PollRecord } from "./poll.entity";
import type { PollTakerRecord } from "./taker.entity";
import { grantsOf } from "./views";

export async function findPoll(clientId: string, pollId: string): Promise<PollRecord | undefined> {
  const { data } = await db().entities.poll.get({ clientId, pollId }).go();
  return data ?? undefined;
}

export async function findTaker(clientId: string, pollId: string, userId: string) {
  const { data } = await db().entities.pollTaker.get({ clientId, pollId, userId }).go();
  return data ?? undefined;
}

/** The caller's access profile, or none for a superadmin (never a recipient): read once per request. */
export const profileOf = (actor: Actor, clientId: string): Promise<AccessProfile | undefined> =>
  mayBeRecipient(actor) ? accessProfileOf(clientId, actor.userId) : Promise.resolve(undefined);

export const isRecipient = (profile: AccessProfile | undefined, poll: PollRecord): boolean =>
  profile !== undefined && canRead(profile, grantsOf(poll));

export interface PollInContext {
  clientId: string;
  poll: PollRecord;
  standing: PollStanding;
  taker: PollTakerRecord | undefined;
  access: PollAccess;
}

/**
 * The poll as the caller meets it, in one round: the poll, the caller's access profile (fresh: a
 * move into a department counts at once) and their taker item. Another tenant's poll, a deleted
 * one, or one the caller is neither a recipient nor a manager of is `polls.not_found`. Without
 * `withTaker` the taker is not read (the caller then counts as not having answered), nor an admin's
 * profile (they may do everything that needs no taker anyway).
 */
export async function pollFor(actor: Actor, pollId: string, withTaker = true): Promise<PollInContext> {
  const clientId = requireTenant(actor);
  const recipientCandidate = mayBeRecipient(actor) && withTaker;
  // What an admin does without the taker (manage, results, table, texts) never depends on being a recipient.
  const needProfile = withTaker || !isAdminOrAbove(actor);
  const [poll, profile, taker] = await Promise.all([
    findPoll(clientId, pollId),
    needProfile ? profileOf(actor, clientId) : Promise.resolve(undefined),
    recipientCandidate ? findTaker(clientId, pollId, actor.userId) : Promise.resolve(undefined),
  ]);
  if (!poll) throw new AppError("polls.not_found");
  const standing = { recipient: isRecipient(profile, poll), answered: taker !== undefined };
  const access = pollAccess(actor, poll, standing);
  if (!access.find) throw new AppError("polls.not_found");
  return { clientId, poll, standing, taker, access };
}

/** The same, refusing who may not do `what` (403 polls.no_access: they know the poll exists). */
export async function pollAllowing(
  actor: Actor,
  pollId: string,
  what: "manage" | "results" | "table" | "texts",
  withTaker = true,
): Promise<PollInContext> {
  const context = await pollFor(actor, pollId, withTaker);
  if (!context.access[what]) throw new AppError("polls.no_access");
  return context;
}

/** Polls of a company by id, with their names (another module naming the polls it uses): one BatchGet. */
export async function pollNames(clientId: string, pollIds: string[]): Promise<Map<string, string>> {
  const polls = await getAll(
    [...new Set(pollIds)].map((pollId) => ({ clientId, pollId })),
    (keys) => db().entities.poll.get(keys).go(),
  );
  return new Map(polls.map((poll) => [poll.pollId, poll.name]));
}
