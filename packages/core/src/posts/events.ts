import { postEvents, type PostEventDetails } from "@intranet/contracts";
import { eventBus, type DomainEvent } from "../events";

/** The wall's domain events (`post.created`, `comment.created`, `post.liked`, …) as published on the bus. */
export type PostEvent = {
  [T in keyof PostEventDetails]: DomainEvent<T, PostEventDetails[T]>;
}[keyof PostEventDetails];

/**
 * Publishes the wall's domain events AFTER their write committed. The write is the fact: if the bus
 * refuses, the request still succeeds (a retry by the client would duplicate the post) and the
 * failure is logged for operations. A transactional outbox (DynamoDB Streams → EventBridge Pipes)
 * would close that gap; it is not built yet.
 */
export async function publish(...events: PostEvent[]): Promise<void> {
  try {
    await eventBus().publish(events);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        message: "publishing wall events failed",
        types: events.map((event) => event.type),
        error: String(error),
      }),
    );
  }
}

export { postEvents };
