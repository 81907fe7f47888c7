import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The knowledge base's bus events (`article.<past tense>`), published after their write committed.
 * Ids only: subscribers re-read the tree.
 */
export interface ArticleEventDetails {
  /** Created, saved, moved or re-granted (a move or a rights change names the whole subtree): search re-reads them. */
  "article.changed": { nodeIds: string[] };
  /** Gone with their subtree: search drops them. */
  "article.deleted": { nodeIds: string[] };
  /** A save mentioned people: those who may read the article are told (section other). */
  "article.mentioned": { nodeId: string; actorId: string; userIds: string[]; revision: number };
}

export type ArticleEventType = keyof ArticleEventDetails;
export type ArticleEvent = { [T in ArticleEventType]: DomainEvent<T, ArticleEventDetails[T]> }[ArticleEventType];
export const articleEventTypes: ArticleEventType[] = ["article.changed", "article.deleted", "article.mentioned"];

/** Keeps an event well under EventBridge's 256 KB. */
const IDS_PER_EVENT = 500;

export async function publish(...events: ArticleEvent[]): Promise<void> {
  await publishAfterWrite(events);
}

/** `article.changed` / `article.deleted` for these nodes, a few hundred ids an event. */
export function nodesEvents(
  tenantId: string,
  type: "article.changed" | "article.deleted",
  nodeIds: string[],
): ArticleEvent[] {
  const events: ArticleEvent[] = [];
  for (let start = 0; start < nodeIds.length; start += IDS_PER_EVENT)
    events.push({ type, tenantId, detail: { nodeIds: nodeIds.slice(start, start + IDS_PER_EVENT) } });
  return events;
}
