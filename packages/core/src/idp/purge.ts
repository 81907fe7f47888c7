import { allPages, batchDelete } from "../db";
import { db } from "./entities";

type Key = Record<string, unknown>;

/** A deleted plan's notes and journal entries (after the plan itself went: nobody reads them any more). */
export async function purgePlanItems(clientId: string, planId: string): Promise<void> {
  const { entities } = db();
  for await (const notes of allPages(entities.idpNote.query.byPlan({ clientId, planId }), 100))
    await batchDelete(
      notes.map(({ noteId }) => entities.idpNote.delete({ clientId, planId, noteId }).params<{ Key: Key }>().Key),
    );
  for await (const entries of allPages(entities.idpJournal.query.byPlan({ clientId, planId }), 100))
    await batchDelete(
      entries.map(
        ({ entryId }) => entities.idpJournal.delete({ clientId, planId, entryId }).params<{ Key: Key }>().Key,
      ),
    );
}
