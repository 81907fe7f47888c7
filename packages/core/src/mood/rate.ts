import { hasRole, type Actor } from "@intranet/contracts";
import { moodLimits, type MoodBody, type MoodRated } from "@intranet/contracts/mood";
import {
  type ConflictRetry,
  type TransactionEntities,
  type UpdateParams,
  named,
  unexpectedCancellation,
  withCounters,
  writeTransaction,
} from "../db";
import { AppError, newId, requireTenant } from "../platform";
import { meterOn } from "./asked";
import { moodDay } from "./days";
import { slicesOf } from "./slices";
import { MOOD_SHARDS } from "./tally.entity";

/** Everyone in a company rates in the same morning minutes: a hot day, a larger budget. */
const hotDay: ConflictRetry = { maxAttempts: 40, backoffCeilingMs: 1000 };

/** One group's tally for the day: `n` + 1, the rating's counter + 1, the sum + rating, on a random shard. */
function tally(e: TransactionEntities, clientId: string, day: string, slice: string, rating: number) {
  const shard = Math.floor(Math.random() * MOOD_SHARDS);
  const base = e.moodTally
    .update({ clientId, meter: "mood", day, slice, shard })
    .add({ n: 1 })
    .params() as unknown as UpdateParams;
  return named(`tally.${slice}`, withCounters(base, { counters: { [rating]: 1, sum: rating } }));
}

/**
 * POST /api/mood: the day's rating, once. ONE transaction: the person's mark (created only if
 * absent: a second rating, even a parallel one, fails it → `mood.already_rated`) and the tallies
 * of every group they count in. The rating is never stored with the person, nor logged. `now` is
 * the moment the day is judged against (the demo seed rates past days as they were).
 */
export async function rateMood(actor: Actor, body: MoodBody, now = new Date()): Promise<MoodRated> {
  // The route's schema checks it too; core never trusts its caller (the rating names a counter).
  const { rating } = body;
  if (!Number.isInteger(rating) || rating < moodLimits.min || rating > moodLimits.max) {
    throw new AppError("mood.bad_rating");
  }
  const day = moodDay(body.day, now);
  if (hasRole(actor, "superadmin")) throw new AppError("mood.not_asked");
  const clientId = requireTenant(actor);
  const [on, slices] = await Promise.all([meterOn(actor, clientId), slicesOf(clientId, actor.userId)]);
  if (!on) throw new AppError("mood.not_asked");
  const request = newId();
  const outcome = await writeTransaction(
    (e) => [
      named("mark", e.moodMark.create({ clientId, userId: actor.userId, day }).commit()),
      ...slices.map((slice) => tally(e, clientId, day, slice, rating)),
    ],
    // A token per attempt: the SDK's retry of a request DynamoDB already committed answers success
    // (the shards are drawn per attempt, and an attempt's request is sent unchanged).
    { retry: hotDay, token: (attempt) => `${request}.${attempt}` },
  );
  if (outcome.failed("mark")) throw new AppError("mood.already_rated");
  if (!outcome.ok) throw unexpectedCancellation(outcome, "mood rating");
  return { day, rating };
}
