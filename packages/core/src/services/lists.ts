import type { Actor } from "@intranet/contracts";
import type { InboxCount, InboxPage, OrdersQuery, RequestPage, RunnedQuery } from "@intranet/contracts/services";
import { getAll, pageOf } from "../db";
import type { PageableQuery } from "../db/paging";
import { AppError, requireTenant } from "../platform";
import { managesServices } from "./access";
import { db } from "./entities";
import type { ServiceRequestRecord } from "./request.entity";
import { toRequestSummary } from "./request-views";
import { serviceFor } from "./store";
import { canOf } from "./views";

const finishedStatuses = ["done", "rejected", "withdrawn"] as const;

/** A list's filters as one filter expression (dates compare the day the request started). */
function filtersOf(query: { bp?: string; finished?: "true" | "false"; status?: string; from?: string; to?: string }) {
  const active = !!(query.bp || query.finished || query.status || query.from || query.to);
  return {
    active,
    where: (a: Record<string, unknown>, op: FilterOps) => {
      const parts: string[] = [];
      if (query.bp) parts.push(op.eq(a.serviceId, query.bp));
      if (query.status) parts.push(op.eq(a.status, query.status));
      if (query.finished === "true")
        parts.push(`(${finishedStatuses.map((status) => op.eq(a.status, status)).join(" OR ")})`);
      if (query.finished === "false") parts.push(`(${op.eq(a.status, "in_progress")} OR ${op.eq(a.status, "review")})`);
      if (query.from) parts.push(op.gte(a.createdAt, query.from));
      if (query.to) parts.push(op.lt(a.createdAt, `${query.to}T99`));
      return parts.join(" AND ");
    },
  };
}
type FilterOps = {
  eq(a: unknown, v: unknown): string;
  gte(a: unknown, v: unknown): string;
  lt(a: unknown, v: unknown): string;
};

const pageView = (items: ServiceRequestRecord[], cursor: string | null): RequestPage => ({
  items: items.map((item) => toRequestSummary(item)),
  cursor,
});

type Filters = Omit<RunnedQuery, "cursor" | "limit"> | Omit<OrdersQuery, "cursor" | "limit">;

/** One page of a request query, newest first, its filters applied by DynamoDB (a fixed number of calls). */
function filteredPage<T>(
  query: { where(callback: never): unknown },
  filters: Filters,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: T[]; cursor: string | null }> {
  const active = filtersOf(filters);
  const base = (active.active ? query.where(active.where as never) : query) as PageableQuery<T>;
  return pageOf(base, { cursor: page.cursor, size: page.limit, filtered: active.active, order: "desc" });
}

/** GET /api/bp/runned/{user}: the person's requests, newest first (their own; admins anyone's). */
export async function runnedRequests(actor: Actor, userId: string, query: RunnedQuery): Promise<RequestPage> {
  const clientId = requireTenant(actor);
  if (userId !== actor.userId && !managesServices(actor)) throw new AppError("services.no_access");
  const byInitiator = db().entities.serviceRequest.query.byInitiator({ clientId, initiatorId: userId });
  const page = await filteredPage<ServiceRequestRecord>(byInitiator, query, query);
  return pageView(page.items, page.cursor);
}

/** A page of a service's requests as records (its orders' list, and the Excel rows: no access check here). */
export function serviceOrderRecords(
  clientId: string,
  serviceId: string,
  query: Omit<OrdersQuery, "limit"> & { limit: number },
): Promise<{ items: ServiceRequestRecord[]; cursor: string | null }> {
  const byService = db().entities.serviceRequest.query.byService({ clientId, serviceId });
  return filteredPage<ServiceRequestRecord>(byService, query, query);
}

/** GET /api/bp/orders/{id}: a service's requests, newest first, for its department and admins. */
export async function serviceOrders(actor: Actor, serviceId: string, query: OrdersQuery): Promise<RequestPage> {
  const { clientId, service, profile } = await serviceFor(actor, serviceId);
  if (!canOf(actor, profile, service).orders) throw new AppError("services.not_found");
  const page = await serviceOrderRecords(clientId, serviceId, query);
  return pageView(page.items, page.cursor);
}

function ownInbox(actor: Actor, userId: string): string {
  const clientId = requireTenant(actor);
  if (userId !== actor.userId) throw new AppError("services.no_access");
  return clientId;
}

async function countOf(clientId: string, userId: string): Promise<number> {
  const { data } = await db()
    .entities.serviceInbox.query.byUser({ clientId, userId })
    .go({ pages: "all", attributes: ["requestId"] });
  return data.length;
}

/**
 * GET /api/bp/inbox/{user}: what waits for the caller's answer, oldest first — one Query of their
 * own partition for the page, one for the count (keys only), one BatchGet of the page's requests.
 */
export async function inbox(
  actor: Actor,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<InboxPage> {
  const clientId = ownInbox(actor, userId);
  const [page, count] = await Promise.all([
    pageOf(db().entities.serviceInbox.query.byUser({ clientId, userId }), { cursor: query.cursor, size: query.limit }),
    countOf(clientId, userId),
  ]);
  const requests = await getAll(
    page.items.map(({ requestId }) => ({ clientId, requestId })),
    (keys) => db().entities.serviceRequest.get(keys).go(),
  );
  const byId = new Map(requests.map((request) => [request.requestId, request]));
  const items = page.items.flatMap(({ requestId }) => (byId.has(requestId) ? [byId.get(requestId)!] : []));
  return { ...pageView(items, page.cursor), count };
}

/** GET /api/bp/inbox/{user}/count: the menu's badge. */
export async function inboxCount(actor: Actor, userId: string): Promise<InboxCount> {
  return { count: await countOf(ownInbox(actor, userId), userId) };
}

export { countOf as inboxCountOf };
