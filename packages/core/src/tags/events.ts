import type { TagModel, TagModule } from "@intranet/contracts/tags";
import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The tags module's bus events (`tag.<past tense>`), published after their write committed. Ids
 * only: a search source re-reads the items named (their tags' names are in the indexed text).
 */
export interface TagEventDetails {
  "tag.attached": { model: TagModel; itemId: string; tagIds: string[] };
  "tag.detached": { model: TagModel; itemId: string; tagIds: string[] };
  /** Its items' indexed text changes: find them with `itemsWithTags`. */
  "tag.renamed": { tagId: string; module: TagModule };
  /** Taken off these items (several events for a tag on many items: `itemsPerEvent` each). */
  "tag.deleted": { tagId: string; module: TagModule; items: Array<{ model: TagModel; itemId: string }> };
}

export type TagEventType = keyof TagEventDetails;
export type TagEvent = { [T in TagEventType]: DomainEvent<T, TagEventDetails[T]> }[TagEventType];
export const tagEventTypes: TagEventType[] = ["tag.attached", "tag.detached", "tag.renamed", "tag.deleted"];

/** Keeps an event well under EventBridge's 256 KB. */
export const itemsPerEvent = 500;

export async function publish(...events: TagEvent[]): Promise<void> {
  await publishAfterWrite(events);
}
