import * as z from "zod/mini";
import { chosenRecipientIds } from "../audiences";
import { notify } from "../notifications";
import { timeOfId } from "../platform";
import { ideasSetting } from "./access";
import { findIdea } from "./store";

const id = z.string().check(z.minLength(1), z.maxLength(64));
const received = z.object({ tenantId: id, ideaId: id, authorId: id });
const moved = z.object({ tenantId: id, ideaId: id, actorId: id, revision: z.number() });

export const ideaLink = (ideaId: string) => `/idea/${encodeURIComponent(ideaId)}`;

/**
 * The ideas' bus subscriber (never the request path): a new idea notifies its recipients (section
 * other); a move or a comment notifies its author (not when they caused it). Dedupe keys (idea,
 * revision) make a redelivery notify nobody twice.
 */
export async function handleIdeaEvent(type: string, detail: unknown): Promise<string> {
  if (type === "idea.received") {
    const parsed = received.safeParse(detail);
    if (!parsed.success) return "ignored";
    const { tenantId, ideaId, authorId } = parsed.data;
    const idea = await findIdea(tenantId, ideaId);
    if (!idea) return "gone";
    const result = await notify(
      tenantId,
      await chosenRecipientIds(tenantId, (await ideasSetting(tenantId)).recipients),
      {
        section: "other",
        kind: "idea",
        template: "idea.received",
        variables: { title: idea.title },
        link: ideaLink(ideaId),
        actorId: authorId,
        dedupeKey: `idea:${ideaId}`,
        now: timeOfId(ideaId),
      },
    );
    return `notified ${result.notified.length}`;
  }
  if (type !== "idea.moved" && type !== "idea.commented") return "ignored";
  const parsed = moved.safeParse(detail);
  if (!parsed.success) return "ignored";
  const { tenantId, ideaId, actorId, revision } = parsed.data;
  const idea = await findIdea(tenantId, ideaId);
  if (!idea) return "gone";
  const result = await notify(tenantId, [idea.authorId], {
    section: "other",
    kind: "idea",
    template: type,
    variables: { title: idea.title },
    link: ideaLink(ideaId),
    actorId,
    dedupeKey: `idea:${ideaId}:${revision}`,
  });
  return `notified ${result.notified.length}`;
}
