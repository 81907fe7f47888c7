import type { Actor, FeatureRight } from "@intranet/contracts";
import type { SearchQueryInput } from "@intranet/contracts/search";
import { searchQuerySchema } from "@intranet/contracts/search";
import * as z from "zod/mini";
import type { SearchDocument } from "./document";
import { search } from "./query";

/** A searcher of a tenant (no stored user needed: search reads only the index). */
export function searcher(
  tenantId: string,
  options: { userId?: string; role?: "employee" | "admin"; rights?: FeatureRight[] } = {},
): Actor {
  const role = options.role ?? "employee";
  return {
    userId: options.userId ?? `u-${Math.random().toString(36).slice(2)}`,
    tenantId,
    homeTenantId: tenantId,
    roles: role === "admin" ? ["admin", "employee"] : ["employee"],
    rights: options.rights ?? ["wall"],
  };
}

/** The query as the API parses it. */
export const ask = (actor: Actor, query: SearchQueryInput) => search(actor, z.parse(searchQuerySchema, query));

/** The ids of the hits of one type, best first. */
export async function idsFound(actor: Actor, q: string, type = "post"): Promise<string[]> {
  const answer = await ask(actor, { q, types: type });
  return answer.groups.find((group) => group.type === type)?.hits.map((hit) => hit.id) ?? [];
}

let counter = 0;
/** A post-like document read by everyone. */
export function postDoc(body: string, overrides: Partial<SearchDocument> = {}): SearchDocument {
  const id = overrides.id ?? `p${++counter}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    type: "post",
    id,
    title: body.slice(0, 60),
    text: { body },
    readers: ["all"],
    path: `/post/${id}`,
    ...overrides,
  };
}
