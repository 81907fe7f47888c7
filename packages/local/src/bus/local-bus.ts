import { randomUUID } from "node:crypto";
import { type DomainEvent, type EventBusPort, EVENT_SOURCE } from "@intranet/core/events";
import type { Subscription } from "@intranet/functions/subscriptions";
import { Lane } from "./lane";

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

/**
 * How many deliveries of one subscriber run at once. In AWS each subscriber is a Lambda against an
 * elastic DynamoDB; here every delivery shares one DynamoDB Local (a Java process on the developer's
 * cores) with the requests and the demo seed. Unbounded, the seed's hundreds of events started as
 * many search re-indexes at once, and DynamoDB Local answered them past the SDK's 2.5 s request
 * timeout ("[bus] subscriber SearchIndex failed" on a quiet machine). The rest wait their turn, as
 * a Lambda's reserved concurrency would hold them; drain() still waits for them all.
 */
export const SUBSCRIBER_CONCURRENCY = 2;

const loadSubscriber = (file: string) =>
  import(`@intranet/functions/subscribers/${file}`) as Promise<{ handler: SubscriberHandler }>;

/**
 * The in-process stand-in for EventBridge: `publish` returns at once and subscribers run after
 * (off the request path, as in AWS), with the same event shape and the same subscription table.
 * `drain()` waits for everything published so far, for tests and orderly shutdown.
 */
export class LocalBus implements EventBusPort {
  private readonly pending = new Set<Promise<void>>();
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly subscriptions: Subscription[],
    private readonly load: (file: string) => Promise<{ handler: SubscriberHandler }> = loadSubscriber,
    private readonly concurrency = SUBSCRIBER_CONCURRENCY,
  ) {}

  private lane(subscription: Subscription): Lane {
    let lane = this.lanes.get(subscription.name);
    if (!lane) this.lanes.set(subscription.name, (lane = new Lane(this.concurrency)));
    return lane;
  }

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
        const lane = this.lane(subscription);
        const delivery = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => this.load(subscription.file))
          // Each subscriber gets its own copy, as EventBridge delivers them.
          .then(({ handler }) => lane.run(() => handler(structuredClone(event))))
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
