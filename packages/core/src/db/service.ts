import { Service } from "electrodb";
import { config } from "../platform";
import { dynamo } from "./client";
import { entities, type Entities } from "../entities";

export type { Entities } from "../entities";

// ElectroDB's own constraint on a Service's entity map.
type EntityMap = ConstructorParameters<typeof Service>[0] & Record<string, unknown>;

/**
 * One ElectroDB Service over the single table (DESIGN §5) from the modules' entity maps. Entities
 * are declared in their modules without a client or table; composing sets both.
 */
export function composeService<E extends EntityMap>(entityMaps: E) {
  return new Service(entityMaps, { client: dynamo(), table: config.tableName() });
}

let service: Service<Entities> | undefined;

/**
 * The process-wide Service over every registered entity (`src/entities.ts` lists the modules),
 * composed lazily once so the table name comes from configuration at first use.
 */
export function db(): Service<Entities> {
  service ??= composeService(entities) as Service<Entities>;
  return service;
}
