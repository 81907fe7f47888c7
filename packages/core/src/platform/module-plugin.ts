/**
 * What a core module plugs into the platform, as plain data in its leaf `<m>/plugin.ts` (`plugin`):
 * the functions layer gathers every module's (generated: functions/src/plugins.ts) into the bus
 * subscription table, the job table and search's indexing row. No imports but types, so the SST
 * stack and every table reader load it for nothing.
 */
export interface ModulePlugin {
  /** Bus subscribers: which Lambda (functions/src/subscribers/<file>.ts) receives which domain events. */
  subscriptions?: readonly SubscriptionRow[];
  /** Scheduled jobs: each runs functions/src/jobs/<name>.ts. */
  jobs?: readonly JobRow[];
  /** The events its search source (`<m>/search-source.ts`) re-indexes on: search's subscriber receives them. */
  searchEvents?: readonly string[];
  /** Its data sets: counted in the admin panel's "all data", some deletable there (docs/modules/admin.md). */
  collections?: readonly CollectionRow[];
}

/**
 * One data set of a module, by the ElectroDB entities its items are (an item's `__edb_e__`) and the
 * file modules its files are stored under. `deletable` is the module's promise that removing these
 * items and files alone leaves the rest of the company consistent (the search index is rebuilt
 * after a deletion; a notification or tag link that named a deleted item then leads to "not found").
 */
export interface CollectionRow {
  /** `<module>` or `<module>.<part>`: the name `DELETE /api/clients/{client}/{coll_name}` takes. */
  name: string;
  entities: readonly string[];
  fileModules?: readonly string[];
  deletable: boolean;
}

export interface SubscriptionRow {
  /** Unique, PascalCase-friendly name (becomes the SST component name). */
  name: string;
  /** Domain event types (EventBridge detail-type) this subscriber receives. */
  eventTypes: readonly string[];
  /** File under packages/functions/src/subscribers/, without extension. */
  file: string;
  /** Lambda timeout; 60 s unless the work is known to be long (at most 900). */
  timeoutSeconds?: number;
}

/**
 * A scheduled job (DESIGN §10). A recurring job has a standard 5-field cron (UTC unless `timezone`):
 * EventBridge Scheduler in AWS, croner locally. A `one-time` job is a per-item timer core schedules
 * at run time through the scheduler port. Every job is idempotent: a retry or a second run changes
 * nothing more.
 */
export interface JobRow {
  /** kebab-case; the handler file under functions/src/jobs/ and, in PascalCase, the SST component name. */
  name: string;
  schedule: { cron: string; timezone?: string } | "one-time";
  /**
   * A recurring job that also runs once at each deploy, after the rest is deployed (stacks/jobs.ts:
   * an aws.lambda.Invocation; a failed run fails the deploy), and locally at each start once the demo
   * is seeded: data migrations.
   */
  onDeploy?: boolean;
  /** Further attempts after a failed run (EventBridge Scheduler: 0-185). */
  retries: number;
  /** Lambda timeout; 60 s unless the work is known to be long (at most 900). */
  timeoutSeconds?: number;
  description: string;
}
