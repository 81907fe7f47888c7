import { postEvents, type PostEventDetails } from "@intranet/contracts";
import { publishAfterWrite, type DomainEvent } from "../events";

/** The wall's domain events (`post.created`, `comment.created`, `post.liked`, …) as published on the bus. */
export type PostEvent = {
  [T in keyof PostEventDetails]: DomainEvent<T, PostEventDetails[T]>;
}[keyof PostEventDetails];

/** Publishes the wall's events after their write (events/after-write.ts: a refusing bus is logged). */
export async function publish(...events: PostEvent[]): Promise<void> {
  await publishAfterWrite(events);
}

export { postEvents };
