import type { Actor } from "@intranet/contracts";
import type { SearchAnswer, SearchQuery } from "@intranet/contracts/search";
import { requireTenant } from "../platform/tenancy";

/** GET /api/search: every registered type's hits the actor may open (the engine lands next). */
export async function search(actor: Actor, query: SearchQuery): Promise<SearchAnswer> {
  requireTenant(actor);
  return { q: query.q, mode: query.mode, groups: [] };
}
