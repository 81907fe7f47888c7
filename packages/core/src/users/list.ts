import type { Actor, UserListQuery, UserPage, UserStatusFilter } from "@intranet/contracts";
import { requireSameTenant } from "../platform";
import { pageOf } from "../db";
import { db } from "./entities";
import { pageShownTo, toUserView, type UserRecord } from "./views";

interface UserFilters {
  search?: string | undefined;
  department?: string | undefined;
  position?: string | undefined;
}

/**
 * One page of a tenant's users from the `byOrder` index: a single Query (never a Scan), in the
 * same order on every page and across pages: by status (when all are asked for: active, deleted,
 * fired), then pinned employees by pin number, then by last name, first name (case-insensitive,
 * by Unicode code point) and id. Search, department and position are filter expressions.
 */
export async function usersPage(
  clientId: string,
  options: { status: UserStatusFilter; cursor?: string | null | undefined; limit: number } & UserFilters,
): Promise<UserPage> {
  const page = await userRecordsPage(clientId, options);
  return { items: page.items.map(toUserView), cursor: page.cursor };
}

/** `usersPage` as records, for modules that build their own view of people (search, imports). */
export async function userRecordsPage(
  clientId: string,
  options: { status: UserStatusFilter; cursor?: string | null | undefined; limit: number } & UserFilters,
): Promise<{ items: UserRecord[]; cursor: string | null }> {
  const byOrder = db().entities.user.query.byOrder;
  const base = options.status === "all" ? byOrder({ clientId }) : byOrder({ clientId, status: options.status });
  const search = options.search?.trim().toLowerCase();
  const { department, position } = options;
  const filtered = Boolean(search || department || position);
  const query = filtered
    ? base.where(({ searchText, department: dept, position: pos }, { contains, eq }) =>
        [
          search ? contains(searchText, search) : "",
          department ? eq(dept, department) : "",
          position ? eq(pos, position) : "",
        ]
          .filter(Boolean)
          .join(" AND "),
      )
    : base;
  return pageOf(query, { cursor: options.cursor, size: options.limit, filtered });
}

/** GET /api/user/for_client/{client}: the address book of a tenant the caller belongs to. */
export async function listUsersOfClient(actor: Actor, clientId: string, query: UserListQuery): Promise<UserPage> {
  requireSameTenant(actor, clientId);
  return pageShownTo(actor, await usersPage(clientId, query));
}
