import { DEFAULT_STORAGE_LIMIT_BYTES, defaultEmployeeRights } from "@intranet/contracts";
import { named, type NamedCommit, type TransactionEntities, type WriteOutcome } from "../db";
import { uniqueCommits } from "../identity";
import { AppError, newId } from "../platform";
import type { ClientRecord } from "./views";

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
 * The named commits that create a client with its workspace guard: `client`, `guard.workspace`.
 * Written in one transaction (with the first admin, when there is one), so a taken workspace
 * leaves nothing behind.
 */
export function clientCreationCommits(entities: TransactionEntities, client: ClientRecord): NamedCommit[] {
  return [
    named("client", entities.client.create(client).commit()),
    uniqueCommits.claim(entities, "guard.workspace", {
      scope: "workspace",
      value: client.workspace,
      clientId: client.clientId,
      ownerId: client.clientId,
    }),
  ];
}

/** Reads a cancelled creation by commit name: the workspace guard means the workspace is taken. */
export function clientCreationConflict(outcome: WriteOutcome): AppError | undefined {
  if (outcome.failed("guard.workspace")) return new AppError("clients.workspace_taken");
  if (outcome.failed("client")) return new AppError("common.conflict");
  return undefined;
}

/** Any other cancellation: a concurrent transaction on the same items (try again), or a failure. */
export function creationFailure(outcome: WriteOutcome): Error {
  if (outcome.conflicted) return new AppError("common.conflict");
  return new AppError("clients.create_error");
}
