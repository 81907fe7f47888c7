import { Entity, type EntityItem as ElectroEntityItem, type Schema } from "electrodb";

/**
 * ElectroDB checks each model against its JSON schema (jsonschema, twice: the beta and the v1
 * shape) whenever an entity is built: ~2.5 ms an entity. The models are static code, and every
 * test run (vitest sets VITEST) builds them all with the check on, so a model ElectroDB would
 * refuse fails CI; deployed code skips the repeat. If a later ElectroDB renames the hook, nothing
 * breaks: the check simply runs again (and the bench shows the cost).
 */
const prototype = Entity.prototype as unknown as { _validateModel?: (model: unknown) => unknown };
if (!process.env.VITEST && typeof prototype._validateModel === "function") {
  prototype._validateModel = () => undefined;
}

declare const builtAs: unique symbol;

/**
 * A module's entity as data: its ElectroDB schema, typed as the Entity it builds. `db()` builds it
 * (db/service.ts) the first time a request touches it, so a Lambda pays for the entities it uses,
 * not for every entity of every module it bundles (~0.4 ms each, and there will be ~100).
 */
export interface EntityDefinition<E> {
  readonly schema: object;
  /** Type only: the Entity this definition builds. */
  readonly [builtAs]?: E;
}

/** Declares an entity; the type parameters are inferred exactly as `new Entity(schema)` infers them. */
export function defineEntity<A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  schema: S,
): EntityDefinition<Entity<A, F, C, S>> {
  return { schema };
}

/** The ElectroDB Entity a definition builds. */
export type BuiltEntity<D> = D extends EntityDefinition<infer E> ? E : never;

// ElectroDB's own bound on an entity.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = Entity<any, any, any, any>;

/** A stored record of a defined entity (`EntityItem<typeof PostEntity>`). */
export type EntityItem<D> = BuiltEntity<D> extends AnyEntity ? ElectroEntityItem<BuiltEntity<D>> : never;

/** Builds the ElectroDB entity of a definition over one client and table. */
export function buildEntity<E>(definition: EntityDefinition<E>, config: { client: unknown; table: string }): E {
  return new Entity(definition.schema as never, config as never) as E;
}
