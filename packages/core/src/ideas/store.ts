import type { Actor } from "@intranet/contracts";
import { getAll } from "../db";
import { AppError, requireTenant } from "../platform";
import { ideasRole, seesIdea } from "./access";
import { db } from "./entities";
import type { IdeaRecord } from "./idea.entity";

export async function findIdea(clientId: string, ideaId: string): Promise<IdeaRecord | undefined> {
  const { data } = await db().entities.idea.get({ clientId, ideaId }).go({ consistent: true });
  return data ?? undefined;
}

/** An idea the caller sees, with their role; anyone else: not found. */
export async function ideaFor(actor: Actor, ideaId: string) {
  const clientId = requireTenant(actor);
  const [idea, role] = await Promise.all([findIdea(clientId, ideaId), ideasRole(actor, clientId)]);
  if (!idea || !seesIdea(actor, role, idea)) throw new AppError("ideas.not_found");
  return { idea, role };
}

/** Which of these ideas the person supports: one BatchGet of their votes. */
export async function votedAmong(clientId: string, userId: string, ideaIds: string[]): Promise<Set<string>> {
  if (!ideaIds.length) return new Set();
  const votes = await getAll(
    ideaIds.map((ideaId) => ({ clientId, ideaId, userId })),
    (keys) => db().entities.ideaVote.get(keys).go(),
  );
  return new Set(votes.map((vote) => vote.ideaId));
}
