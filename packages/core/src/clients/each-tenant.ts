import { db } from "./entities";

/**
 * Every tenant's id, a page at a time (gsi1 `all`: one Query per page, never a Scan), for jobs that
 * visit each tenant (search re-index). Tenants being deleted are skipped.
 */
export async function* tenantIds(pageSize = 100): AsyncGenerator<string> {
  let cursor: string | null = null;
  do {
    const page: { data: { clientId: string; status?: string }[]; cursor: string | null } = await db()
      .entities.client.query.all({})
      .go({ cursor, limit: pageSize, attributes: ["clientId", "status"] });
    for (const client of page.data) if (client.status !== "deleting") yield client.clientId;
    cursor = page.cursor;
  } while (cursor);
}
