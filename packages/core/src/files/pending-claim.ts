import { named, type NamedCommit, type TransactionEntities } from "../db";

/**
 * The pending upload is a single-use lock: deleting it (only while it exists) is what entitles one
 * caller to record the object (confirm) or to delete it (a refused confirm, the sweep). Named
 * "pending" in every transaction that takes it; `outcome.failed("pending")` means someone else did.
 */
export const claimPending = (entities: TransactionEntities, clientId: string, fileId: string): NamedCommit =>
  named(
    "pending",
    entities.fileUpload
      .delete({ clientId, fileId })
      .where((attr, op) => op.exists(attr.fileId))
      .commit(),
  );
