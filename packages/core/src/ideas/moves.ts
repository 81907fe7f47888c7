import type { Actor } from "@intranet/contracts";
import { ideaLimits, ideaMoves, type IdeaStatusBody, type IdeaView } from "@intranet/contracts/ideas";
import { isConditionFailure, named, retryOnRevision, statusEntry, writeTransaction } from "../db";
import { AppError } from "../platform";
import { db } from "./entities";
import { publish } from "./events";
import type { IdeaRecord } from "./idea.entity";
import { findIdea, ideaFor, votedAmong } from "./store";
import { commentsOf, statusesOf, toIdeaView } from "./views";

/** Writes an idea's next state on the condition that nobody moved or commented on it since `seen`. */
async function writeIfUnchanged(seen: IdeaRecord, next: IdeaRecord): Promise<boolean> {
  try {
    await db()
      .entities.idea.update({ clientId: seen.clientId, ideaId: seen.ideaId })
      .set({
        status: next.status,
        statuses: next.statuses,
        comments: next.comments,
        revision: seen.revision + 1,
        updatedAt: next.updatedAt,
      })
      .where((a, op) => op.eq(a.revision, seen.revision))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Moves an idea on the condition that nobody moved or commented on it since `seen`, and moves its
 * status entry (the board's status pages) in the same transaction.
 */
async function writeMove(seen: IdeaRecord, next: IdeaRecord): Promise<boolean> {
  const { clientId, ideaId } = seen;
  const outcome = await writeTransaction((e) => [
    named(
      "idea",
      e.idea
        .update({ clientId, ideaId })
        .set({ status: next.status, statuses: next.statuses, revision: seen.revision + 1, updatedAt: next.updatedAt })
        .where((a, op) => op.eq(a.revision, seen.revision))
        .commit(),
    ),
    named("left", e.ideaByStatus.delete(statusEntry(clientId, seen.status, ideaId, ideaId)).commit()),
    named("entered", e.ideaByStatus.put(statusEntry(clientId, next.status, ideaId, ideaId)).commit()),
  ]);
  if (outcome.ok) return true;
  if (outcome.failed("idea")) return false;
  throw new AppError("common.conflict");
}

async function viewAfter(actor: Actor, role: Parameters<typeof toIdeaView>[1], idea: IdeaRecord): Promise<IdeaView> {
  const voted = await votedAmong(idea.clientId, actor.userId, [idea.ideaId]);
  return toIdeaView(actor, role, idea, voted.has(idea.ideaId));
}

/**
 * POST /api/idea/{id}/status (its recipients and admins): new → under review → accepted →
 * implemented, or declined with a reason (`ideaMoves`), on the condition that the idea is as the
 * recipient saw it. Accepting tells the shop, which pays the author's `idea` award once.
 */
export async function moveIdea(actor: Actor, ideaId: string, body: IdeaStatusBody): Promise<IdeaView> {
  const { idea, role } = await ideaFor(actor, ideaId);
  if (!role.recipient) throw new AppError("ideas.no_access");
  if (body.revision !== idea.revision) throw new AppError("ideas.already_changed");
  if (!ideaMoves[idea.status].includes(body.status)) throw new AppError("ideas.bad_status");
  const at = new Date().toISOString();
  const entry = { status: body.status, at, byId: actor.userId, ...(body.reason ? { reason: body.reason } : {}) };
  const next: IdeaRecord = { ...idea, status: body.status, statuses: [...statusesOf(idea), entry], updatedAt: at };
  if (!(await writeMove(idea, next))) throw new AppError("ideas.already_changed");
  const written = { ...next, revision: idea.revision + 1 };
  await publish(
    {
      type: "idea.moved",
      tenantId: idea.clientId,
      detail: { ideaId, actorId: actor.userId, revision: written.revision },
    },
    ...(body.status === "accepted"
      ? [{ type: "idea.accepted" as const, tenantId: idea.clientId, detail: { ideaId, authorId: idea.authorId } }]
      : []),
  );
  return viewAfter(actor, role, written);
}

/**
 * POST /api/idea/{id}/comment (those who see it): added on the revision it was read at, re-read and
 * tried again when a move or another comment won the race, so none is lost.
 */
export async function commentIdea(actor: Actor, ideaId: string, text: string): Promise<IdeaView> {
  const { idea, role } = await ideaFor(actor, ideaId);
  const written = await retryOnRevision(
    idea,
    async (current) => {
      const comments = commentsOf(current);
      if (comments.length >= ideaLimits.commentsMax) throw new AppError("ideas.too_many_comments");
      const at = new Date().toISOString();
      const next = { ...current, comments: [...comments, { authorId: actor.userId, text, at }], updatedAt: at };
      return (await writeIfUnchanged(current, next)) && { ...next, revision: current.revision + 1 };
    },
    async (current) => {
      const reread = await findIdea(current.clientId, ideaId);
      if (!reread) throw new AppError("ideas.not_found");
      return reread;
    },
  );
  await publish({
    type: "idea.commented",
    tenantId: idea.clientId,
    detail: { ideaId, actorId: actor.userId, revision: written.revision },
  });
  return viewAfter(actor, role, written);
}
