import type { Actor } from "@intranet/contracts";
import type { IdeaVoteView } from "@intranet/contracts/ideas";
import { named, writeTransaction } from "../db";
import { AppError } from "../platform";
import { ideaCan } from "./access";
import { findIdea, ideaFor } from "./store";

/**
 * POST / DELETE /api/idea/{id}/vote: a person supports an idea once (not their own) and may take it
 * back. The vote item is created (or deleted) on its condition in the same transaction that ADDs to
 * the idea's count, so the count is exact however many vote at once.
 */
export async function voteIdea(actor: Actor, ideaId: string, support: boolean): Promise<IdeaVoteView> {
  const { idea, role } = await ideaFor(actor, ideaId);
  if (!ideaCan(actor, role, idea).vote) throw new AppError("ideas.own_idea");
  const { clientId } = idea;
  const key = { clientId, ideaId, userId: actor.userId };
  const outcome = await writeTransaction((e) => [
    named(
      "vote",
      support
        ? e.ideaVote.create({ ...key, at: new Date().toISOString() }).commit()
        : e.ideaVote
            .delete(key)
            .where((a, op) => op.exists(a.userId))
            .commit(),
    ),
    named(
      "idea",
      e.idea
        .update({ clientId, ideaId })
        .add({ votes: support ? 1 : -1 })
        .where((a, op) => op.exists(a.ideaId))
        .commit(),
    ),
  ]);
  if (!outcome.ok) {
    if (outcome.failed("idea")) throw new AppError("ideas.not_found");
    if (outcome.failed("vote")) throw new AppError(support ? "ideas.already_voted" : "ideas.not_voted");
    throw new AppError("common.conflict");
  }
  const after = await findIdea(clientId, ideaId);
  return { votes: after?.votes ?? 0, voted: support };
}
