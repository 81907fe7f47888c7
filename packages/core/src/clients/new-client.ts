import { DEFAULT_STORAGE_LIMIT_BYTES, defaultEmployeeRights } from "@intranet/contracts";
import type { db } from "../db/service";
import { AppError } from "../platform/errors";
import { newId } from "../platform/ids";
import type { ClientRecord } from "./views";

type Entities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

/** A new active client's record; every optional setting starts empty, every feature on, employees' usual rights. */
export function newClientRecord(
  fields: Omit<Partial<ClientRecord>, "clientId" | "status"> & Pick<ClientRecord, "workspace" | "name">,
): ClientRecord {
  return {
    design: {},
    settings: {},
    features: {},
    defaultRights: [...defaultEmployeeRights],
    ...fields,
    clientId: newId(),
    status: "active",
    storageLimitBytes: fields.storageLimitBytes ?? DEFAULT_STORAGE_LIMIT_BYTES,
    storageUsedBytes: 0,
    filesCount: 0,
    createdAt: new Date().toISOString(),
  };
}

/**
 * The commits that create a client with its workspace guard, in this order: client, guard.
 * Written in one transaction (with the first admin, when there is one), so a taken workspace
 * leaves nothing behind.
 */
export function clientCreationCommits(entities: Entities, client: ClientRecord) {
  return [
    entities.client.create(client).commit(),
    entities.unique
      .create({ scope: "workspace", value: client.workspace, clientId: client.clientId, ownerId: client.clientId })
      .commit(),
  ];
}

/** Reads a cancelled creation by commit order: the guard (index 1) means the workspace is taken. */
export function clientCreationConflict(reasons: Array<{ code?: string }> | undefined): AppError | undefined {
  const failed = (index: number) => reasons?.[index]?.code === "ConditionalCheckFailed";
  if (failed(1)) return new AppError("clients.workspace_taken");
  if (failed(0)) return new AppError("common.conflict");
  return undefined;
}

/** Any other cancellation: a concurrent transaction on the same items (try again), or a failure. */
export function creationFailure(result: unknown, reasons: Array<{ code?: string }> | undefined): Error {
  if (reasons?.some((reason) => reason.code === "TransactionConflict")) return new AppError("common.conflict");
  return result instanceof Error ? result : new AppError("clients.create_error");
}
