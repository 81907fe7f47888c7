import type { Grant } from "@intranet/contracts/audiences";
import { labelsOfAudience } from "./labels";
import { accessProfileOf } from "./profile";

/** Audience labels as search reader labels, apart from search's own (`all`, `admins`, `user:<id>`). */
const AUDIENCE = "aud:";

/**
 * The search readers an object's grants name (an article for Sales: `aud:dept:<sales>`), or
 * undefined when labels cannot say it exactly — an exclusion (`none`) or a working-time range —
 * and the module must name fewer readers (its author, admins) rather than more.
 */
export function grantSearchReaders(grants: readonly Grant[]): string[] | undefined {
  if (grants.some((grant) => grant.level === "none" || grant.audience.kind === "workingTime")) return undefined;
  return [...new Set(grants.flatMap((grant) => labelsOfAudience(grant.audience).map((held) => AUDIENCE + held)))];
}

/**
 * A searcher's audience labels (search's reader-label provider, functions/search-readers.ts): their
 * access profile read fresh at each query (a move into Sales counts at once; 2–3 calls, in
 * parallel with the index reads).
 */
export async function audienceSearchLabels(clientId: string, userId: string): Promise<string[]> {
  const profile = await accessProfileOf(clientId, userId);
  return [...profile.labels].map((held) => AUDIENCE + held);
}
