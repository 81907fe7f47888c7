import { allPages } from "../db";
import type { DomainEvent } from "../events";
import { readerLabel, type SearchDocument, type SearchSource } from "../search";
import { db } from "./entities";
import type { IdeaRecord } from "./idea.entity";
import { ideasBoardLabel } from "./reader-labels";
import { findIdea } from "./store";

const SCOPE = "idea:";
const scopeOf = (ideaId: string) => `${SCOPE}${ideaId}`;

/**
 * An idea, found by its words: by who sees the board (a label the searcher holds while the company's
 * setting lets them, reader-labels.ts, so a change of visibility or recipients re-indexes nothing) and
 * by its author.
 */
function ideaDocument(idea: IdeaRecord): SearchDocument {
  return {
    type: "idea",
    id: idea.ideaId,
    title: idea.title,
    text: { title: idea.title, headings: "", body: [idea.process, idea.flaw, idea.change, idea.result].join("\n") },
    readers: [ideasBoardLabel, readerLabel.user(idea.authorId)],
    path: `/idea/${idea.ideaId}`,
    meta: { date: idea.createdAt },
    date: idea.createdAt,
  };
}

/** The ideas module's search source: one scope per idea (`idea:<id>`), refreshed when it moves. */
export const ideasSearchSource: SearchSource = {
  name: "ideas",
  events: ["idea.received", "idea.moved"],
  scopesOf: (event: DomainEvent) => {
    const ideaId = (event.detail as { ideaId?: unknown }).ideaId;
    return typeof ideaId === "string" ? [scopeOf(ideaId)] : [];
  },
  async load(tenantId, scope) {
    if (!scope.startsWith(SCOPE)) return [];
    const idea = await findIdea(tenantId, scope.slice(SCOPE.length));
    return idea ? [ideaDocument(idea)] : [];
  },
  async *scan(tenantId) {
    for await (const ideas of allPages(db().entities.idea.query.byClient({ clientId: tenantId }), 100))
      yield ideas.map((idea) => ({ scope: scopeOf(idea.ideaId), docs: [ideaDocument(idea)] }));
  },
};
