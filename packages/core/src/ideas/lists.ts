import type { Actor } from "@intranet/contracts";
import type { IdeaPage, IdeasQuery } from "@intranet/contracts/ideas";
import { getAll, pageOf, statusPage } from "../db";
import { AppError, tenantOfPath } from "../platform";
import { ideasRole } from "./access";
import { db } from "./entities";
import type { IdeaRecord } from "./idea.entity";
import { votedAmong } from "./store";
import { toIdeaSummary } from "./views";

/** A page of ideas with whether the caller supports each: one Query and one BatchGet. */
async function pageView(clientId: string, actor: Actor, page: { items: IdeaRecord[]; cursor: string | null }) {
  const voted = await votedAmong(
    clientId,
    actor.userId,
    page.items.map((idea) => idea.ideaId),
  );
  return { items: page.items.map((idea) => toIdeaSummary(idea, voted.has(idea.ideaId))), cursor: page.cursor };
}

/** GET /api/idea/board/{client}: the company's ideas for those who see the board, newest first. */
export async function ideaBoard(actor: Actor, client: string, query: IdeasQuery): Promise<IdeaPage> {
  const clientId = tenantOfPath(actor, client);
  if (!(await ideasRole(actor, clientId)).board) throw new AppError("ideas.no_access");
  const request = { cursor: query.cursor, size: query.limit, order: "desc" as const };
  if (!query.status)
    return pageView(
      clientId,
      actor,
      await pageOf<IdeaRecord>(db().entities.idea.query.byClient({ clientId }), request),
    );
  const page = await statusPage(
    db().entities.ideaByStatus.query.byStatus({ clientId, status: query.status }),
    { ...request, status: query.status },
    (ideaIds) =>
      getAll(
        ideaIds.map((ideaId) => ({ clientId, ideaId })),
        (keys) => db().entities.idea.get(keys).go(),
      ),
    (idea) => idea.ideaId,
  );
  return pageView(clientId, actor, page);
}

/** GET /api/idea/mine/{client}: the caller's ideas, newest first. */
export async function myIdeas(
  actor: Actor,
  client: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<IdeaPage> {
  const clientId = tenantOfPath(actor, client);
  const byAuthor = db().entities.idea.query.byAuthor({ clientId, authorId: actor.userId });
  return pageView(
    clientId,
    actor,
    await pageOf<IdeaRecord>(byAuthor, { cursor: query.cursor, size: query.limit, order: "desc" }),
  );
}
