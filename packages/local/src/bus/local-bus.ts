import { randomUUID } from "node:crypto";
import { type DomainEvent, type EventBusPort, EVENT_SOURCE } from "@intranet/core/events";
import type { Subscription } from "@intranet/functions/subscriptions";

export interface EventBridgeEvent {
  version: "0";
  id: string;
  "detail-type": string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: Record<string, unknown>;
}

type SubscriberHandler = (event: EventBridgeEvent) => Promise<unknown>;

const loadSubscriber = (file: string) =>
  import(`@intranet/functions/subscribers/${file}`) as Promise<{ handler: SubscriberHandler }>;

/**
 * The in-process stand-in for EventBridge: `publish` returns at once and subscribers run after
 * (off the request path, as in AWS), with the same event shape and the same subscription table.
 * `drain()` waits for everything published so far, for tests and orderly shutdown.
 */
export class LocalBus implements EventBusPort {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly subscriptions: Subscription[],
    private readonly load: (file: string) => Promise<{ handler: SubscriberHandler }> = loadSubscriber,
  ) {}

  async publish(events: DomainEvent[]): Promise<void> {
    for (const domainEvent of events) {
      const event: EventBridgeEvent = {
        version: "0",
        id: randomUUID(),
        "detail-type": domainEvent.type,
        source: EVENT_SOURCE,
        account: "000000000000",
        time: new Date().toISOString(),
        region: process.env.AWS_REGION ?? "local",
        resources: [],
        detail: { ...(domainEvent.detail as object), tenantId: domainEvent.tenantId },
      };
      for (const subscription of this.subscriptions) {
        if (!subscription.eventTypes.includes(domainEvent.type)) continue;
        const delivery = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => this.load(subscription.file))
          // Each subscriber gets its own copy, as EventBridge delivers them.
          .then(({ handler }) => handler(structuredClone(event)))
          .then(
            () => undefined,
            (error: unknown) =>
              console.error(`[bus] subscriber ${subscription.name} failed on ${event["detail-type"]}`, error),
          );
        this.pending.add(delivery);
        void delivery.finally(() => this.pending.delete(delivery));
      }
    }
  }

  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
