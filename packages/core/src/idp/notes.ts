import type { Actor } from "@intranet/contracts";
import { idpLimits, type IdpNotesPage, type IdpNoteView } from "@intranet/contracts/idp";
import { named, pageOf, writeTransaction } from "../db";
import { AppError, clock, newId, requireTenant } from "../platform";
import { isAdmin } from "./access";
import { publishChange } from "./change";
import { db } from "./entities";
import type { IdpNoteRecord } from "./note.entity";
import { planFor, seenPlan } from "./store";

const noteView = (actor: Actor, note: IdpNoteRecord): IdpNoteView => ({
  _id: note.noteId,
  authorId: note.authorId,
  text: note.text,
  createdAt: note.createdAt,
  mine: note.authorId === actor.userId,
});

/** A plan's notes, newest first: the plan's Get and one Query a page. */
export async function listNotes(actor: Actor, planId: string, cursor?: string): Promise<IdpNotesPage> {
  const { plan } = await seenPlan(actor, planId);
  const page = await pageOf(db().entities.idpNote.query.byPlan({ clientId: plan.clientId, planId }), {
    cursor,
    size: idpLimits.notesPage,
    order: "desc",
  });
  return { items: page.items.map((note) => noteView(actor, note)), cursor: page.cursor };
}

/** A note by anyone who sees the plan (finished too), with its journal entry in one transaction. */
export async function addNote(actor: Actor, planId: string, text: string): Promise<IdpNoteView> {
  const { plan } = await planFor(actor, planId, "note");
  const now = clock().now().toISOString();
  const note: IdpNoteRecord = {
    clientId: plan.clientId,
    planId,
    noteId: newId(),
    authorId: actor.userId,
    text,
    createdAt: now,
  };
  const excerpt = text.length > 200 ? `${text.slice(0, 199)}…` : text;
  await writeTransaction((e) => [
    named("note", e.idpNote.create(note).commit()),
    named(
      "journal",
      e.idpJournal
        .create({
          clientId: plan.clientId,
          planId,
          entryId: newId(),
          at: now,
          by: actor.userId,
          action: "note_added",
          changes: [{ field: "note", from: null, to: excerpt }],
        })
        .commit(),
    ),
  ]);
  await publishChange(plan, "note_added", actor.userId, undefined, `note:${note.noteId}`);
  return noteView(actor, note);
}

/** Deletes a note (its author, admins), recorded in the journal. */
export async function deleteNote(actor: Actor, planId: string, noteId: string): Promise<void> {
  const clientId = requireTenant(actor);
  const { plan } = await seenPlan(actor, planId);
  const { data: note } = await db().entities.idpNote.get({ clientId, planId, noteId }).go({ consistent: true });
  if (!note) throw new AppError("idp.note_not_found");
  if (note.authorId !== actor.userId && !isAdmin(actor)) throw new AppError("idp.no_access");
  const excerpt = note.text.length > 200 ? `${note.text.slice(0, 199)}…` : note.text;
  const outcome = await writeTransaction((e) => [
    named(
      "note",
      e.idpNote
        .delete({ clientId, planId, noteId })
        .where((a, op) => op.exists(a.noteId))
        .commit(),
    ),
    named(
      "journal",
      e.idpJournal
        .create({
          clientId,
          planId,
          entryId: newId(),
          at: clock().now().toISOString(),
          by: actor.userId,
          action: "note_removed",
          changes: [{ field: "note", from: excerpt, to: null }],
        })
        .commit(),
    ),
  ]);
  if (outcome.failed("note")) throw new AppError("idp.note_not_found");
  await publishChange(plan, "note_removed", actor.userId, undefined, `unnote:${noteId}`);
}
