import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import type { PollPage, PollTab } from "@intranet/contracts/polls";
import { readablePage, type AccessProfile } from "../audiences";
import { getAll, pageOf } from "../db";
import { AppError, requireTenant } from "../platform";
import { mayBeRecipient } from "./access";
import { db } from "./entities";
import type { PollRecord } from "./poll.entity";
import { POLLS } from "./polls";
import { isRecipient, profileOf } from "./store";
import type { PollTakerRecord } from "./taker.entity";
import { answersCounts } from "./tally";
import { grantsOf, toPollSummary } from "./views";

type ListQuery = { tab: PollTab; cursor?: string | undefined; limit: number };
interface Found {
  polls: PollRecord[];
  cursor: string | null;
  /** The caller's takers, when the tab already read them. */
  takers?: Map<string, PollTakerRecord>;
}

/**
 * GET /api/user/{client}/polls/access_for/{user}: the caller's own lists (`client` their tenant,
 * `user` themselves; anything else is polls.no_access). A page costs the caller's access profile,
 * the tab's read (available: one Query per label they hold + a BatchGet of the polls; taken, mine,
 * all: one Query of a GSI + a BatchGet or none), then one BatchGet of their takers and the BatchGets
 * of the page's `all` shards (answer counts; 8 keys a poll).
 */
export async function listPolls(actor: Actor, client: string, user: string, query: ListQuery): Promise<PollPage> {
  const clientId = requireTenant(actor);
  if (client !== clientId || user !== actor.userId) throw new AppError("polls.no_access");
  if (query.tab === "all" && !isAdminOrAbove(actor)) throw new AppError("polls.no_access");
  const profile = await profileOf(actor, clientId);
  const found = await tabPage(actor, clientId, profile, query);
  const ids = found.polls.map((poll) => poll.pollId);
  const [takers, counts] = await Promise.all([
    found.takers ?? takersOf(actor, clientId, ids),
    answersCounts(clientId, ids),
  ]);
  const items = found.polls.map((poll) => {
    const taker = takers.get(poll.pollId);
    return toPollSummary(actor, poll, {
      recipient: isRecipient(profile, poll),
      answered: taker !== undefined,
      answeredAt: taker?.answeredAt,
      answersCount: counts.get(poll.pollId) ?? 0,
    });
  });
  return { items, cursor: found.cursor };
}

async function tabPage(
  actor: Actor,
  clientId: string,
  profile: AccessProfile | undefined,
  query: ListQuery,
): Promise<Found> {
  const { entities } = db();
  const request = { cursor: query.cursor, size: query.limit, order: "desc" as const };
  if (query.tab === "available") {
    if (!profile) return { polls: [], cursor: null };
    const records = new Map<string, PollRecord>();
    const grantsById = async (ids: string[]) => {
      for (const [id, poll] of await pollsByIds(clientId, ids)) records.set(id, poll);
      return new Map<string, readonly Grant[]>([...records].map(([id, poll]) => [id, grantsOf(poll)]));
    };
    const page = await readablePage(clientId, POLLS, profile, grantsById, query);
    return { polls: page.ids.flatMap((id) => records.get(id) ?? []), cursor: page.cursor };
  }
  if (query.tab === "taken") {
    const page = await pageOf(entities.pollTaker.query.byUser({ clientId, userId: actor.userId }), request);
    const polls = await pollsByIds(
      clientId,
      page.items.map((taker) => taker.pollId),
    );
    return {
      polls: page.items.flatMap((taker) => polls.get(taker.pollId) ?? []),
      cursor: page.cursor,
      takers: new Map(page.items.map((taker) => [taker.pollId, taker])),
    };
  }
  const base =
    query.tab === "mine"
      ? entities.poll.query.byAuthor({ clientId, authorId: actor.userId })
      : entities.poll.query.byTenant({ clientId });
  const page = await pageOf(base, request);
  return { polls: page.items, cursor: page.cursor };
}

export async function pollsByIds(clientId: string, pollIds: string[]): Promise<Map<string, PollRecord>> {
  if (!pollIds.length) return new Map();
  const found = await getAll(
    [...new Set(pollIds)].map((pollId) => ({ clientId, pollId })),
    (keys) => db().entities.poll.get(keys).go(),
  );
  return new Map(found.map((poll) => [poll.pollId, poll]));
}

async function takersOf(actor: Actor, clientId: string, pollIds: string[]): Promise<Map<string, PollTakerRecord>> {
  if (!pollIds.length || !mayBeRecipient(actor)) return new Map();
  const found = await getAll(
    pollIds.map((pollId) => ({ clientId, pollId, userId: actor.userId })),
    (keys) => db().entities.pollTaker.get(keys).go(),
  );
  return new Map(found.map((taker) => [taker.pollId, taker]));
}
