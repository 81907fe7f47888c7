import { TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Actor } from "@intranet/contracts";
import { backoff, dynamo } from "../db";
import { db } from "./entities";
import { changesOf, journalPut, type JournalFact } from "../journal";
import { config, AppError } from "../platform";
import { isConditionFailure, loadLiveClient } from "./records";
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
  /** Compare-and-set on the whole item: the write happens only if nothing changed it since it was read. */
  expectUpdatedAt?: string | null;
}

export const clientKey = (clientId: string) =>
  db().entities.client.get({ clientId }).params().Key as Record<string, string>;

/**
 * The UpdateItem of a change on a live client: top-level sets and map entries (`SET
 * settings.#k = :v`) in one atomic write, so concurrent changes to different keys never overwrite
 * each other; refused when the client is missing or being deleted, or an expectation failed.
 */
function clientUpdate(clientId: string, change: ClientWrite) {
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

  if (change.expectUpdatedAt !== undefined) {
    names["#updatedAt"] = "updatedAt";
    if (change.expectUpdatedAt === null) conditions.push("attribute_not_exists(#updatedAt)");
    else {
      values[":seen"] = change.expectUpdatedAt;
      conditions.push("#updatedAt = :seen");
    }
  }

  return {
    TableName: config.tableName(),
    Key: clientKey(clientId),
    UpdateExpression: `SET ${sets.join(", ")}`,
    ConditionExpression: conditions.join(" AND "),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
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

/** What a journaled change writes, computed from the client as it was read. */
export interface ClientChangePlan {
  change: ClientWrite;
  fact: JournalFact;
}

/** A journaled change is read, computed and written again this many times when someone else wrote between. */
const CHANGE_ATTEMPTS = 6;

/**
 * An administrative change of a client and its journal entry, in ONE transaction: the plan is
 * computed from the client as read (so the entry's "before" is exact), and the write lands only
 * if nothing changed the client since (`updatedAt`); otherwise it is read and planned again. A
 * plan of `null` changes nothing and writes no entry. Answers the client as written.
 */
export async function changeClient(
  actor: Actor,
  clientId: string,
  plan: (current: ClientRecord) => ClientChangePlan | null,
  maps: ClientMap[] = [],
): Promise<ClientRecord> {
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const current = await loadLiveClient(clientId);
    await ensureMaps(current, maps);
    const planned = plan(current);
    if (!planned) return current;
    const update = clientUpdate(clientId, { ...planned.change, expectUpdatedAt: current.updatedAt ?? null });
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [{ Update: update }, { Put: journalPut(actor, clientId, planned.fact) }],
        }),
      );
      return loadClientConsistently(clientId);
    } catch (error) {
      if (!isCancelled(error)) throw error;
      await backoff(attempt);
    }
  }
  throw new AppError("common.conflict");
}

const isCancelled = (error: unknown) => (error as { name?: string })?.name === "TransactionCanceledException";

async function loadClientConsistently(clientId: string): Promise<ClientRecord> {
  const { data } = await db().entities.client.get({ clientId }).go({ consistent: true });
  if (!data) throw new AppError("clients.not_found");
  return data;
}

/**
 * The journal's changes of a write against the client as read: each top-level field set, and each
 * map entry set (`design.menuOrder`), with its value before and after.
 */
export function changesOfWrite(current: ClientRecord, change: ClientWrite) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(change.fields ?? {})) {
    if (value === undefined) continue;
    before[name] = (current as Record<string, unknown>)[name];
    after[name] = value;
  }
  for (const [map, entries] of Object.entries(change.entries ?? {})) {
    const stored = ((current as Record<string, unknown>)[map] ?? {}) as Record<string, unknown>;
    const was: Record<string, unknown> = {};
    const is: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entries ?? {})) {
      if (value === undefined) continue;
      was[key] = stored[key];
      is[key] = value;
    }
    before[map] = was;
    after[map] = is;
  }
  return changesOf(before, after);
}

/**
 * The common case of `changeClient`: a fixed write, journaled as `action` with what it changed.
 * A write that changes nothing (the same values again) writes nothing and no entry.
 */
export function changeClientAs(
  actor: Actor,
  clientId: string,
  action: JournalFact["action"],
  change: ClientWrite,
  maps: ClientMap[] = [],
): Promise<ClientRecord> {
  return changeClient(
    actor,
    clientId,
    (current) => {
      const changes = changesOfWrite(current, change);
      return changes.length
        ? { change, fact: { action, target: { type: "client", id: clientId, label: current.name }, changes } }
        : null;
    },
    maps,
  );
}
