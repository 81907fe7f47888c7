import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { EventRangeQuery, EventRangeView } from "@intranet/contracts/calendar";
import { accessProfileOf } from "../audiences";
import { AppError, requireTenant, tenantOfPath } from "../platform";
import { datedEntriesOf } from "./dated";
import { COMPANY } from "./members";
import { rangeOf, readRange } from "./range";
import { toOccurrenceView } from "./views";

/**
 * GET /api/user/{client}/events/access_for/{user}: the caller's own calendar (`client` their
 * tenant, `user` themselves, else `common.no_access`): what they organize or are invited to, by
 * their labels read fresh, and the days other modules mark for them (dated.ts), read in parallel.
 * An inactive person has none. `_now` is kept for the route's signature.
 */
export async function listMine(
  actor: Actor,
  client: string,
  user: string,
  query: EventRangeQuery,
  _now = new Date(),
): Promise<EventRangeView> {
  const clientId = requireTenant(actor);
  if (client !== clientId || user !== actor.userId) throw new AppError("common.no_access");
  const [range, profile] = await Promise.all([rangeOf(query), accessProfileOf(clientId, actor.userId)]);
  if (!profile.active) return { from: query.from, to: query.to, items: [], truncated: false, dated: [] };
  const [read, dated] = await Promise.all([
    readRange(clientId, [...profile.labels], range),
    datedEntriesOf(actor, clientId, query),
  ]);
  return {
    from: query.from,
    to: query.to,
    items: read.entries.map(toOccurrenceView),
    truncated: read.truncated,
    dated,
  };
}

/** GET /api/event/byClient/{id} (admins of that company): every occurrence in the range. */
export async function listCompany(actor: Actor, client: string, query: EventRangeQuery): Promise<EventRangeView> {
  const clientId = tenantOfPath(actor, client);
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const read = await readRange(clientId, [COMPANY], await rangeOf(query));
  return {
    from: query.from,
    to: query.to,
    items: read.entries.map(toOccurrenceView),
    truncated: read.truncated,
    dated: [],
  };
}
