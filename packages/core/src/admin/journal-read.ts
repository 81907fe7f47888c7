import { hasRole, type Actor } from "@intranet/contracts";
import type { JournalPage, JournalQuery, JournalSection } from "@intranet/contracts/journal";
import { pageOf } from "../db";
import { hasFilterExpression, journalQuery, toEntryView, type JournalFilter } from "../journal";
import { AppError, requireSameTenant } from "../platform";

/** Reading the journal: that company's admins, or a superadmin (inside it or from the clients screen). */
export function requireJournalReader(actor: Actor, clientId: string): void {
  if (hasRole(actor, "superadmin")) return;
  requireSameTenant(actor, clientId);
  if (!hasRole(actor, "admin")) throw new AppError("common.no_access");
}

/**
 * GET /api/journal/{client_id}[/section/{section}]: one page, newest first. Without filters a page
 * is one Query; with filters ElectroDB reads on until the page is full (db/paging.ts).
 */
export async function listJournal(
  actor: Actor,
  clientId: string,
  query: JournalQuery,
  section?: JournalSection,
): Promise<JournalPage> {
  requireJournalReader(actor, clientId);
  const filter: JournalFilter = { ...query, ...(section ? { section } : {}) };
  const page = await pageOf(journalQuery(clientId, filter), {
    cursor: query.cursor ?? null,
    size: query.limit,
    order: "desc",
    filtered: hasFilterExpression(filter),
  });
  return { entries: page.items.map(toEntryView), cursor: page.cursor };
}
