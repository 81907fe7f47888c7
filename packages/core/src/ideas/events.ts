import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The ideas module's bus events, published after their write committed. `idea.accepted` is the
 * shop's cue for the author's `idea` auto-award (core/shop/auto-awards.ts; paid once per idea).
 */
export interface IdeaEventDetails {
  "idea.received": { ideaId: string; authorId: string };
  "idea.moved": { ideaId: string; actorId: string; revision: number };
  "idea.accepted": { ideaId: string; authorId: string };
  "idea.commented": { ideaId: string; actorId: string; revision: number };
}

export type IdeaEventType = keyof IdeaEventDetails;
export type IdeaEvent = { [T in IdeaEventType]: DomainEvent<T, IdeaEventDetails[T]> }[IdeaEventType];

export async function publish(...events: IdeaEvent[]): Promise<void> {
  await publishAfterWrite(events);
}
