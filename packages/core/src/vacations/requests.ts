import type { Actor } from "@intranet/contracts";
import type { VacationRequestView } from "@intranet/contracts/vacations";
import { getAll } from "../db";
import { clock, requireTenant } from "../platform";
import { getUsers } from "../users";
import { isEditor } from "./access";
import { db } from "./entities";
import { chartPerson } from "./people";
import { balanceView, canOf, vacationView } from "./views";
import { ALL_QUEUE } from "./waiting.entity";

/**
 * GET /api/user/vacations/requests: the requests waiting for the caller — those asked of them as a
 * chief, and every one for editors and admins — soonest first. One Query per queue, then one
 * BatchGet each of the requests, their people and their balances, whatever the company holds.
 */
export async function waitingRequests(actor: Actor): Promise<VacationRequestView[]> {
  const clientId = requireTenant(actor);
  const editor = isEditor(actor);
  const queues = editor ? [ALL_QUEUE] : [actor.userId];
  const waiting = (
    await Promise.all(
      queues.map(
        async (queue) =>
          (await db().entities.vacationWaiting.query.byQueue({ clientId, queue }).go({ pages: "all" })).data,
      ),
    )
  ).flat();
  const mine = waiting.filter((item) => item.userId !== actor.userId);
  if (!mine.length) return [];
  const people = [...new Set(mine.map((item) => item.userId))];
  const [vacations, users, balances] = await Promise.all([
    getAll(
      mine.map(({ userId, vacationId }) => ({ clientId, userId, vacationId })),
      (keys) => db().entities.vacation.get(keys).go(),
    ),
    getUsers(clientId, people),
    getAll(
      people.map((userId) => ({ clientId, userId })),
      (keys) => db().entities.vacationBalance.get(keys).go(),
    ),
  ]);
  const byUser = new Map(users.map((user) => [user.userId, user]));
  const balanceOf = new Map(balances.map((balance) => [balance.userId, balance]));
  const today = clock().now().toISOString().slice(0, 10);
  return vacations
    .filter((vacation) => vacation.status === "pending" && byUser.has(vacation.userId))
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((vacation) => {
      const standing = { self: false, chief: !editor, editor, chiefs: [] };
      return {
        ...vacationView(vacation, canOf(vacation, standing, today)),
        person: chartPerson(byUser.get(vacation.userId)!),
        balance: balanceView(vacation.userId, balanceOf.get(vacation.userId)).days,
      };
    });
}
