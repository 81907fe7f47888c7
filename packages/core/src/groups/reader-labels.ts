import type { Actor } from "@intranet/contracts";
import type { ReaderLabelProvider } from "../search";
import { db } from "./entities";

/**
 * Search's reader labels of a person: `group:<id>` for each group they are a member of (one Query
 * of their memberships), matching the readers the wall gives a group's posts. Public groups' posts
 * are found by their members only: a group turned closed or private never leaks through the index.
 */
export async function groupReaderLabels(actor: Actor, tenantId: string): Promise<string[]> {
  const { data } = await db()
    .entities.groupMembership.query.byUser({ clientId: tenantId, userId: actor.userId })
    .go({ pages: "all" });
  return data.filter((membership) => membership.state === "member").map((membership) => `group:${membership.groupId}`);
}

/** The leaf the search Lambda loads for it (not the whole groups module). */
export const readerLabels: ReaderLabelProvider = groupReaderLabels;
