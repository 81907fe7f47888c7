import type { ClientStat } from "@intranet/contracts";
import { db } from "./entities";

/**
 * The tenant's users by state: one Query over its users partition (only `status` read), counted
 * here. Tenants have thousands of users at most, so this stays a few pages.
 * (Belongs with the users module's services; it lives here until that module offers a count.)
 */
export async function countTenantUsers(clientId: string): Promise<ClientStat["users"]> {
  const { data } = await db()
    .entities.user.query.byTenant({ clientId })
    .go({ pages: "all", attributes: ["status"] });
  const counts = { total: data.length, active: 0, fired: 0, deleted: 0 };
  for (const { status } of data) counts[status ?? "active"] += 1;
  return counts;
}
