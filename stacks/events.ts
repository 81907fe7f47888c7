import { eventSource, subscriptions } from "../packages/functions/src/subscriptions";
import { functionDefaults, pascal } from "./shared";
import type { eventBus } from "./bus";
import type { realtime } from "./realtime";
import type { storage } from "./storage";

type Storage = ReturnType<typeof storage>;
type Realtime = ReturnType<typeof realtime>;
type Bus = ReturnType<typeof eventBus>;

/**
 * Domain events: one subscriber Lambda + rule per row of `subscriptions`
 * (packages/functions/src/subscriptions.ts). A row added there is deployed with no change here.
 */
export function events({ table, files, media }: Storage, { ws }: Realtime, { bus }: Bus) {
  const seen = new Set<string>();
  for (const subscription of subscriptions) {
    const name = pascal(subscription.name);
    if (seen.has(name)) throw new Error(`Duplicate bus subscription name "${subscription.name}"`);
    seen.add(name);
    if (subscription.eventTypes.length === 0) {
      throw new Error(`Bus subscription "${subscription.name}" lists no event types`);
    }
    bus.subscribe(
      name,
      {
        ...functionDefaults(),
        handler: `packages/functions/src/subscribers/${subscription.file}.handler`,
        timeout: `${subscription.timeoutSeconds ?? 60} seconds`,
        link: [table, files, media, bus, ws],
      },
      { pattern: { source: [eventSource], detailType: [...subscription.eventTypes] } },
    );
  }

  return { bus };
}
