import type { SubscriptionRow } from "@intranet/core/platform";
import { corePlugins } from "./plugins";

/**
 * The bus subscription table: which subscriber Lambda (subscribers/<file>.ts, export `handler`)
 * receives which domain event types. stacks/events.ts deploys one EventBridge rule per row and the
 * local runtime's in-process bus dispatches by the same rows. Each module declares its rows in its
 * core plugin (`core/src/<m>/plugin.ts`), gathered by `npm run gen` into plugins.ts.
 */
export type Subscription = SubscriptionRow;

const plugins = Object.values(corePlugins) as Array<(typeof corePlugins)[keyof typeof corePlugins]>;

/**
 * Search: documents of every source (search-sources.ts) are re-read and re-indexed off the request
 * path; this row receives exactly the events the modules' plugins list as `searchEvents` (each
 * source indexes on its plugin's list; checked by search-sources.test.ts).
 */
const searchIndex: Subscription = {
  name: "SearchIndex",
  eventTypes: [...new Set(plugins.flatMap((plugin) => ("searchEvents" in plugin ? plugin.searchEvents : [])))],
  file: "search-index",
};

export const subscriptions: Subscription[] = [
  ...plugins.flatMap((plugin): readonly Subscription[] => ("subscriptions" in plugin ? plugin.subscriptions : [])),
  searchIndex,
];

/** The EventBridge `source` of every domain event this product publishes. */
export const eventSource = "intranet";
