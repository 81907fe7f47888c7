import type { ClientStatus } from "@intranet/contracts";
import { db } from "./entities";

/** A company as the platform's summaries read it: its identity, status and storage counters. */
export interface TenantSummary {
  clientId: string;
  name: string;
  workspace: string;
  status: ClientStatus;
  storageUsedBytes: number;
  storageLimitBytes: number;
  filesCount: number;
  createdAt: string;
}

const attributes = [
  "clientId",
  "name",
  "workspace",
  "status",
  "storageUsedBytes",
  "storageLimitBytes",
  "filesCount",
  "createdAt",
] as const;

/**
 * Every company, deleting ones included, a page at a time (gsi1 `all`): ONE Query per page of up to
 * 1 MB of company items (a company item is a few KB with its design and settings, so hundreds a
 * page), only the summary's attributes sent back. Never a Scan.
 */
export async function* tenantSummaryPages(): AsyncGenerator<TenantSummary[]> {
  let cursor: string | null = null;
  do {
    const page: { data: Array<Partial<TenantSummary>>; cursor: string | null } = await db()
      .entities.client.query.all({})
      .go({ cursor, attributes: [...attributes] });
    yield page.data.map((item) => ({
      clientId: item.clientId ?? "",
      name: item.name ?? "",
      workspace: item.workspace ?? "",
      status: item.status ?? "active",
      storageUsedBytes: item.storageUsedBytes ?? 0,
      storageLimitBytes: item.storageLimitBytes ?? 0,
      filesCount: item.filesCount ?? 0,
      createdAt: item.createdAt ?? "",
    }));
    cursor = page.cursor;
  } while (cursor);
}
