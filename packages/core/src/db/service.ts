import { createGetTransaction, createWriteTransaction, type Entity, type Service } from "electrodb";
import { config } from "../platform/config";
import { dynamo } from "./client";
import { buildEntity, type BuiltEntity, type EntityDefinition } from "./entity";

// ElectroDB's own bound on an entity.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = Entity<any, any, any, any>;
type DefinitionMap = Record<string, EntityDefinition<unknown>>;

/**
 * Every module's entity definitions under their service keys, at the type level. Each module adds
 * its map in its own `<module>/entities.ts` by declaration merging:
 * `declare module "../db/service" { interface EntityRegistry extends PostsEntities {} }`.
 * So db/ names no module, and `db().entities.post` is typed wherever the posts module is compiled.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EntityRegistry {}
/** The registry's entities as ElectroDB builds them. */
export type Entities = { [Key in keyof EntityRegistry]: BuiltEntity<EntityRegistry[Key]> };

/**
 * The table as modules see it: `db().entities.post.get(...)`, `db().transaction.write(...)`.
 * ElectroDB's Service offers the same two members, but composing one builds every entity of every
 * bundled module on the first call; here each entity is built on its first use.
 */
export interface Database {
  entities: Entities;
  transaction: Service<Entities>["transaction"];
}

const registered: DefinitionMap = {};

/**
 * Registration (runtime half of the registry). A module registers its definitions when its
 * `<module>/entities.ts` is first evaluated, which every file of the module that reaches the table
 * imports (it takes `db` from there). db/ therefore never imports a module: no folder loop, and a
 * Lambda knows only the entities of the modules it bundles; a module loaded later (a route's lazy
 * chunk) is usable as soon as it registers. Keys are global and stable: a key registered twice for
 * different entities is a programming error.
 */
export function registerEntities(definitions: DefinitionMap): typeof db {
  for (const [key, definition] of Object.entries(definitions)) {
    if (registered[key] === definition) continue;
    if (registered[key]) throw new Error(`entity key "${key}" is registered by two modules`);
    registered[key] = definition;
  }
  return db;
}

let database: Database | undefined;
let databaseClient: unknown;

/** The process-wide table access over the registered entities (the table name is read at first use). */
export function db(): Database {
  const client = dynamo();
  if (client !== databaseClient) database = undefined; // the endpoint changed (db/client.ts)
  databaseClient = client;
  database ??= openDatabase(client, config.tableName());
  return database;
}

function openDatabase(client: unknown, table: string): Database {
  const built: Record<string, AnyEntity> = {};
  const entity = (key: string): AnyEntity => {
    const definition = registered[key];
    if (!definition) throw new Error(`entity "${key}" is not registered: import db from its module's entities.ts`);
    built[key] ??= buildEntity(definition, { client, table }) as AnyEntity;
    return built[key];
  };
  /**
   * A transaction builder receives a view that builds what it touches and records it, so
   * ElectroDB matches the answers (cancellation reasons, read items) against those entities only.
   */
  const tracked = (used: Record<string, AnyEntity>) =>
    new Proxy({} as Entities, { get: (_, key) => (typeof key === "string" ? (used[key] ??= entity(key)) : undefined) });
  type Builder = (entities: Entities) => unknown[];
  const transaction = {
    write: (build: Builder) => {
      const used: Record<string, AnyEntity> = {};
      const items = build(tracked(used));
      return createWriteTransaction(used, () => items as never);
    },
    get: (build: Builder) => {
      const used: Record<string, AnyEntity> = {};
      const items = build(tracked(used));
      return createGetTransaction(used, () => items as never);
    },
  };
  return {
    entities: new Proxy({} as Entities, {
      get: (_, key) => (typeof key === "string" && key !== "then" ? entity(key) : undefined),
    }),
    transaction: transaction as unknown as Database["transaction"],
  };
}
