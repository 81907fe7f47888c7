import type { Actor } from "@intranet/contracts";
import type { IdeaComment, IdeaFileView, IdeaStatusEntry, IdeaSummary, IdeaView } from "@intranet/contracts/ideas";
import { ideaCan, type IdeasRole } from "./access";
import type { IdeaRecord } from "./idea.entity";

export const statusesOf = (idea: Pick<IdeaRecord, "statuses">) => idea.statuses as IdeaStatusEntry[];
export const commentsOf = (idea: Pick<IdeaRecord, "comments">) => idea.comments as IdeaComment[];
export const filesOf = (idea: Pick<IdeaRecord, "files">) => idea.files as IdeaFileView[];

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

export function toIdeaSummary(idea: IdeaRecord, voted: boolean): IdeaSummary {
  return {
    _id: idea.ideaId,
    client_id: idea.clientId,
    authorId: idea.authorId,
    title: idea.title,
    excerpt: excerpt(idea.change),
    status: idea.status,
    votes: idea.votes ?? 0,
    voted,
    commentsCount: commentsOf(idea).length,
    createdAt: idea.createdAt,
  };
}

export function toIdeaView(actor: Actor, role: IdeasRole, idea: IdeaRecord, voted: boolean): IdeaView {
  return {
    ...toIdeaSummary(idea, voted),
    process: idea.process,
    flaw: idea.flaw,
    change: idea.change,
    result: idea.result,
    files: filesOf(idea),
    statuses: statusesOf(idea),
    comments: commentsOf(idea),
    revision: idea.revision,
    can: ideaCan(actor, role, idea),
  };
}
