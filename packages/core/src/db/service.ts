import { Service, type Entity } from "electrodb";
import { config } from "../platform/config";
import { dynamo } from "./client";

// ElectroDB's own bound on a Service's entity map.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = Entity<any, any, any, any>;
type EntityMap = Record<string, AnyEntity>;

/**
 * Every module's entities under their service keys, at the type level. Each module adds its map
 * in its own `<module>/entities.ts` by declaration merging:
 * `declare module "../db/service" { interface EntityRegistry extends PostsEntities {} }`.
 * So db/ names no module, and `db().entities.post` is typed wherever the posts module is compiled.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EntityRegistry {}
/** The registry as an object type (an interface has no index signature, which ElectroDB's bound needs). */
export type Entities = { [Key in keyof EntityRegistry]: EntityRegistry[Key] };

/** One ElectroDB Service over the single table (DESIGN §5) from an entity map; composing sets client and table. */
export function composeService<E extends EntityMap>(entities: E): Service<E> {
  return new Service(entities, { client: dynamo(), table: config.tableName() });
}

const registered: EntityMap = {};
let service: Service<Entities> | undefined;
let serviceClient: unknown;

/**
 * Registration (runtime half of the registry). A module registers its entity map when its
 * `<module>/entities.ts` is first evaluated, which every file of the module that reaches the table
 * imports (it takes `db` from there). db/ therefore never imports a module: no folder loop, and a
 * Lambda composes only the entities of the modules it bundles. A module registered after the
 * Service was composed (a lazily loaded route) makes the next `db()` compose it again.
 * Keys are global and stable: a key registered twice for different entities is a programming error.
 */
export function registerEntities(entities: EntityMap): typeof db {
  for (const [key, entity] of Object.entries(entities)) {
    if (registered[key] === entity) continue;
    if (registered[key]) throw new Error(`entity key "${key}" is registered by two modules`);
    registered[key] = entity;
    service = undefined;
  }
  return db;
}

/** The process-wide Service over the registered entities, composed lazily (the table name is read at first use). */
export function db(): Service<Entities> {
  const client = dynamo();
  if (client !== serviceClient) service = undefined; // the endpoint changed (db/client.ts)
  serviceClient = client;
  service ??= composeService(registered) as unknown as Service<Entities>;
  return service;
}
