import { Service } from "electrodb";
import { config } from "../platform/config";
import { dynamo } from "./client";
import { ConnectionEntity } from "../realtime/connection.entity";

/**
 * The one ElectroDB Service over the single table (DESIGN §5). Entities are declared in their
 * modules without a client or table; this composes them once per process, lazily, so the table
 * name comes from configuration at first use.
 */
const entities = {
  connection: ConnectionEntity,
};

let service: Service<typeof entities> | undefined;

export function db(): Service<typeof entities> {
  service ??= new Service(entities, { client: dynamo(), table: config.tableName() });
  return service;
}
