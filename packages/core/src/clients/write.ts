import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../db";
import { db } from "./entities";
import { config, AppError } from "../platform";
import { isConditionFailure } from "./records";
import type { ClientRecord } from "./views";

/** The client's map attributes, merged key by key. */
export type ClientMap = "design" | "settings" | "features";

export interface ClientWrite {
  /** Top-level attributes to set (undefined values are left alone). */
  fields?: Partial<Omit<ClientRecord, ClientMap | "clientId" | "workspace" | "createdAt">>;
  /** Entries to set inside a map attribute; the map must exist (see `ensureMaps`). */
  entries?: Partial<Record<ClientMap, Record<string, unknown>>>;
  /** Compare-and-set on one map entry: the write happens only if it still holds `value` (undefined: absent). */
  expect?: { map: ClientMap; key: string; value: unknown };
}

export const clientKey = (clientId: string) =>
  db().entities.client.get({ clientId }).params().Key as Record<string, string>;

/**
 * One UpdateItem on a live client: top-level sets and map entries (`SET settings.#k = :v`) in one
 * atomic write, so concurrent changes to different keys never overwrite each other. A client that
 * is missing, being deleted or whose expected entry changed answers `undefined` (the caller
 * decides: not found, or read again and retry).
 */
export async function writeClient(clientId: string, change: ClientWrite): Promise<ClientRecord | undefined> {
  const names: Record<string, string> = { "#pk": "pk", "#status": "status", "#updatedAt": "updatedAt" };
  const values: Record<string, unknown> = { ":deleting": "deleting", ":now": new Date().toISOString() };
  const sets = ["#updatedAt = :now"];
  let counter = 0;
  const placeholder = (name: string, value: unknown) => {
    const id = counter++;
    names[`#n${id}`] = name;
    values[`:v${id}`] = value;
    return [`#n${id}`, `:v${id}`] as const;
  };

  for (const [name, value] of Object.entries(change.fields ?? {})) {
    if (value === undefined) continue;
    const [n, v] = placeholder(name, value);
    sets.push(`${n} = ${v}`);
  }
  for (const [map, entries] of Object.entries(change.entries ?? {})) {
    for (const [key, value] of Object.entries(entries ?? {})) {
      if (value === undefined) continue;
      names[`#${map}`] = map; // only when used: DynamoDB refuses unused names
      const [n, v] = placeholder(key, value);
      sets.push(`#${map}.${n} = ${v}`);
    }
  }

  const conditions = ["attribute_exists(#pk)", "#status <> :deleting"];
  if (change.expect) {
    const { map, key, value } = change.expect;
    names[`#${map}`] = map;
    names["#expected"] = key;
    if (value === undefined) conditions.push(`attribute_not_exists(#${map}.#expected)`);
    else {
      values[":expected"] = value;
      conditions.push(`#${map}.#expected = :expected`);
    }
  }

  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: clientKey(clientId),
        UpdateExpression: `SET ${sets.join(", ")}`,
        ConditionExpression: conditions.join(" AND "),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: "ALL_NEW",
      }),
    );
    return db().entities.client.parse({ Attributes }).data ?? undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Like `writeClient`, for writes that expect nothing: a refused condition means the client is gone. */
export async function writeLiveClient(clientId: string, change: ClientWrite): Promise<ClientRecord> {
  const written = await writeClient(clientId, change);
  if (!written) throw new AppError("clients.not_found");
  return written;
}

/**
 * Nested sets need their map to exist. Clients made here always have all three; older or
 * hand-made items may not, so a missing map is created empty first (idempotent: if_not_exists).
 */
export async function ensureMaps(client: ClientRecord, maps: ClientMap[]): Promise<void> {
  const missing = maps.filter((map) => client[map] === undefined || client[map] === null);
  if (!missing.length) return;
  const ensure = dynamo().send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: clientKey(client.clientId),
      UpdateExpression: `SET ${missing.map((map) => `#${map} = if_not_exists(#${map}, :empty)`).join(", ")}`,
      ConditionExpression: "attribute_exists(#pk)",
      ExpressionAttributeNames: { "#pk": "pk", ...Object.fromEntries(missing.map((map) => [`#${map}`, map])) },
      ExpressionAttributeValues: { ":empty": {} },
    }),
  );
  await ensure.catch((error: unknown) => {
    throw isConditionFailure(error) ? new AppError("clients.not_found") : error;
  });
}
