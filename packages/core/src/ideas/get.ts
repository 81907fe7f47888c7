import type { Actor } from "@intranet/contracts";
import type { IdeaView } from "@intranet/contracts/ideas";
import { moduleFileDownloadUrl } from "../files";
import { ideaFor, votedAmong } from "./store";
import { filesOf, toIdeaView } from "./views";
import { AppError } from "../platform";

/** GET /api/idea/{id}: one Get of the idea, one of the caller's vote (and the setting). */
export async function getIdea(actor: Actor, ideaId: string): Promise<IdeaView> {
  const { idea, role } = await ideaFor(actor, ideaId);
  const voted = await votedAmong(idea.clientId, actor.userId, [ideaId]);
  return toIdeaView(actor, role, idea, voted.has(ideaId));
}

/** GET /api/idea/{id}/file/{file}: a short-lived link of one of its files, for those who see it. */
export async function ideaFile(actor: Actor, ideaId: string, fileId: string) {
  const { idea } = await ideaFor(actor, ideaId);
  if (!filesOf(idea).some((file) => file.fileId === fileId)) throw new AppError("ideas.not_found");
  return moduleFileDownloadUrl(idea.clientId, fileId);
}
