import { hasRole, type Actor } from "@intranet/contracts";
import type { MoodCheck } from "@intranet/contracts/mood";
import { AppError, requireTenant } from "../platform";
import { meterOn } from "./asked";
import { moodDay } from "./days";
import { db } from "./entities";

/**
 * GET mood/check/{user}: whether the meter asks the caller on that day. Only the caller's own
 * check: another person's answer would tell whether they rated (`common.no_access`, as for any
 * person-scoped read that is not theirs). A superadmin is never asked (no call, no tenant needed);
 * anyone else costs the client and the day's mark, read in parallel (two Gets).
 */
export async function checkMood(actor: Actor, userId: string, day?: string): Promise<MoodCheck> {
  if (userId !== actor.userId) throw new AppError("common.no_access");
  const date = moodDay(day);
  if (hasRole(actor, "superadmin")) return { user_id: userId, day: date, needed: false };
  const clientId = requireTenant(actor);
  const [on, { data: mark }] = await Promise.all([
    meterOn(actor, clientId),
    db().entities.moodMark.get({ clientId, userId, day: date }).go(),
  ]);
  return { user_id: userId, day: date, needed: on && !mark };
}
