import type { Actor } from "@intranet/contracts";
import type { ArticleRevisionSummary, ArticleRevisionView, ArticleView } from "@intranet/contracts/articles";
import { AppError } from "../platform";
import { accessFor, readableNode } from "./access";
import { db } from "./entities";
import { saveNode } from "./save";
import { toRevisionSummary } from "./views";

/** GET /api/article/{id}/revisions: newest first, without their content (one Query). */
export async function listRevisions(actor: Actor, nodeId: string): Promise<ArticleRevisionSummary[]> {
  const access = await accessFor(actor);
  const { clientId } = readableNode(access, nodeId);
  const { data } = await db()
    .entities.artRevision.query.byNode({ clientId, nodeId })
    .go({
      pages: "all",
      order: "desc",
      attributes: ["clientId", "nodeId", "rev", "title", "authorId", "at", "length"],
    });
  return data.map(toRevisionSummary);
}

async function findRevision(actor: Actor, nodeId: string, rev: number) {
  const access = await accessFor(actor);
  const { clientId } = readableNode(access, nodeId);
  const { data } = await db().entities.artRevision.get({ clientId, nodeId, rev }).go();
  if (!data) throw new AppError("articles.revision_not_found");
  return data;
}

/** GET /api/article/{id}/revisions/{rev}: one revision's title and content. */
export async function getRevision(actor: Actor, nodeId: string, rev: number): Promise<ArticleRevisionView> {
  const revision = await findRevision(actor, nodeId, rev);
  return { ...toRevisionSummary(revision), content: revision.content };
}

/** POST /api/article/{id}/revisions/{rev}/restore: the old title and content saved as a new revision. */
export async function restoreRevision(actor: Actor, nodeId: string, rev: number): Promise<ArticleView> {
  const revision = await findRevision(actor, nodeId, rev);
  return saveNode(actor, nodeId, { title: revision.title, content: revision.content });
}
