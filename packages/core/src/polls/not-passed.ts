import type { Actor } from "@intranet/contracts";
import type { PollPeoplePage, PollReminded } from "@intranet/contracts/polls";
import { audiencePage } from "../audiences";
import { getAll } from "../db";
import { AppError } from "../platform";
import { db } from "./entities";
import { publish } from "./events";
import type { PollRecord } from "./poll.entity";
import { pollAllowing } from "./store";
import { grantsOf } from "./views";

/** Where a not-passed walk stands: the audience (by index in the grants) and the cursor inside it. */
interface Position {
  a: number;
  c: string | null;
}

const encode = (position: Position) => Buffer.from(JSON.stringify(position)).toString("base64url");

function decode(cursor: string | undefined): Position {
  if (!cursor) return { a: 0, c: null };
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Partial<Position>;
    if (Number.isInteger(value.a) && value.a! >= 0 && (value.c === null || typeof value.c === "string"))
      return { a: value.a!, c: value.c };
  } catch {
    // falls through to the refusal
  }
  throw new AppError("common.validation", {}, { issues: [{ in: "query", path: "cursor" }] });
}

/**
 * One page of a poll's recipients who have not answered: a page of one recipient audience
 * (core/audiences: one Query and one BatchGet of cards) less its takers (one BatchGet). The cursor
 * holds the audience's index and the cursor inside it. Someone in two audiences may show on two
 * pages; a page may be shorter than `size` (takers are left out).
 */
export async function notPassedOf(
  poll: PollRecord,
  request: { cursor?: string | undefined; size: number },
): Promise<PollPeoplePage> {
  const { clientId, pollId } = poll;
  const audiences = grantsOf(poll)
    .filter((grant) => grant.level !== "none")
    .map((grant) => grant.audience);
  const at = decode(request.cursor);
  const audience = audiences[at.a];
  if (!audience) return { userIds: [], cursor: null };
  const page = await audiencePage(clientId, audience, { cursor: at.c, size: request.size });
  const people = [...new Set(page.userIds)];
  const takers = await getAll(
    people.map((userId) => ({ clientId, pollId, userId })),
    (keys) =>
      db()
        .entities.pollTaker.get(keys)
        .go({ attributes: ["userId"] }),
  );
  const answered = new Set(takers.map((taker) => taker.userId));
  const next: Position | null = page.cursor
    ? { a: at.a, c: page.cursor }
    : at.a + 1 < audiences.length
      ? { a: at.a + 1, c: null }
      : null;
  return { userIds: people.filter((userId) => !answered.has(userId)), cursor: next ? encode(next) : null };
}

/** GET /api/poll/{id}/not_passed (author or admin). */
export async function notPassed(
  actor: Actor,
  pollId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<PollPeoplePage> {
  const { poll } = await pollAllowing(actor, pollId, "manage", false);
  return notPassedOf(poll, { cursor: query.cursor, size: query.limit });
}

/** POST /api/poll/{id}/remind (author or admin, an active poll): the subscriber notifies who has not answered. */
export async function remindPoll(actor: Actor, pollId: string): Promise<PollReminded> {
  const { clientId, poll } = await pollAllowing(actor, pollId, "manage", false);
  if (poll.status !== "active") throw new AppError("polls.finished");
  await publish({
    type: "poll.remind_requested",
    tenantId: clientId,
    detail: { pollId, byUserId: actor.userId, at: Date.now() },
  });
  return { poll_id: pollId, queued: true };
}
