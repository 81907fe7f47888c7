import type { Actor } from "@intranet/contracts";
import { idpLimits, type IdpJournalAction, type IdpJournalPage } from "@intranet/contracts/idp";
import { pageOf } from "../db";
import { db } from "./entities";
import { seenPlan } from "./store";

/** The change journal, newest first: the plan's Get and one Query a page. */
export async function listJournal(actor: Actor, planId: string, cursor?: string): Promise<IdpJournalPage> {
  const { plan } = await seenPlan(actor, planId);
  const page = await pageOf(db().entities.idpJournal.query.byPlan({ clientId: plan.clientId, planId }), {
    cursor,
    size: idpLimits.journalPage,
    order: "desc",
  });
  return {
    items: page.items.map((entry) => ({
      _id: entry.entryId,
      at: entry.at,
      by: entry.by,
      action: entry.action as IdpJournalAction,
      task: entry.task ?? null,
      changes: (entry.changes ?? []) as IdpJournalPage["items"][number]["changes"],
    })),
    cursor: page.cursor,
  };
}
