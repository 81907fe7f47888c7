import type { EventBridgeClient } from "@aws-sdk/client-eventbridge";
import { config } from "../platform";

/**
 * Domain events (post.created, …) leave the request path through the bus (DESIGN §1).
 * The port has two adapters: EventBridge in AWS, and the local runtime's in-process bus.
 */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  tenantId: string;
  detail: D;
}

export interface EventBusPort {
  publish(events: DomainEvent[]): Promise<void>;
}

export const EVENT_SOURCE = "intranet";
const PUT_EVENTS_BATCH = 10;

export class EventBridgeBus implements EventBusPort {
  constructor(
    private client?: EventBridgeClient,
    private readonly busName: () => string = config.busName,
  ) {}

  async publish(events: DomainEvent[]): Promise<void> {
    // The EventBridge client loads with the first event, not at every cold start (DESIGN §11).
    const { EventBridgeClient, PutEventsCommand } = await import("@aws-sdk/client-eventbridge");
    this.client ??= new EventBridgeClient({});
    for (let start = 0; start < events.length; start += PUT_EVENTS_BATCH) {
      const batch = events.slice(start, start + PUT_EVENTS_BATCH);
      const result = await this.client.send(
        new PutEventsCommand({
          Entries: batch.map((event) => ({
            EventBusName: this.busName(),
            Source: EVENT_SOURCE,
            DetailType: event.type,
            // The event's tenant wins over anything in the detail: subscribers trust it for isolation.
            Detail: JSON.stringify({ ...(event.detail as object), tenantId: event.tenantId }),
          })),
        }),
      );
      if (result.FailedEntryCount) {
        const failed = result.Entries?.filter((entry) => entry.ErrorCode).map((entry) => entry.ErrorCode);
        throw new Error(`EventBridge refused ${result.FailedEntryCount} event(s): ${failed?.join(", ")}`);
      }
    }
  }
}

let bus: EventBusPort | undefined;

export function eventBus(): EventBusPort {
  bus ??= new EventBridgeBus();
  return bus;
}

/** The local runtime installs its in-process bus here; AWS uses the default. */
export function useEventBus(adapter: EventBusPort): void {
  bus = adapter;
}
