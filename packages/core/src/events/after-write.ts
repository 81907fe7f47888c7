import { eventBus, type DomainEvent } from "./bus";

/**
 * Publishes domain events AFTER their write committed. The write is the fact: if the bus refuses,
 * the request still succeeds (a retry by the client could duplicate the write) and the failure is
 * logged for operations; the daily re-index and re-sync jobs repair what the lost event would have
 * updated. A transactional outbox (DynamoDB Streams → EventBridge Pipes) would close that gap; it is
 * not built yet.
 */
export async function publishAfterWrite(events: DomainEvent[]): Promise<void> {
  if (!events.length) return;
  try {
    await eventBus().publish(events);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        message: "publishing events failed",
        types: [...new Set(events.map((event) => event.type))],
        error: String(error),
      }),
    );
  }
}
