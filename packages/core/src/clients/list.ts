import type { Actor, ClientView } from "@intranet/contracts";
import { db } from "./entities";
import { requireSuperadmin } from "./access";
import { presentClient } from "./present";

/**
 * GET /api/clients: every client, newest first (gsi1 `all`, sorted by ULID). Clients being
 * deleted are already gone from the superadmin's point of view.
 */
export async function listClients(actor: Actor): Promise<ClientView[]> {
  requireSuperadmin(actor);
  const { data } = await db()
    .entities.client.query.all({})
    .where(({ status }, { ne }) => ne(status, "deleting"))
    .go({ order: "desc", pages: "all" });
  return data.map(presentClient);
}
