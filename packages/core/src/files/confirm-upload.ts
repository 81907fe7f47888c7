import type { Actor, FileView } from "@intranet/contracts";
import type { EntityItem } from "../db";
import { requireTenant, AppError } from "../platform";
import { describeCancellation, named, writeTransaction } from "../db";
import { db } from "./entities";
import { claimPending } from "./pending-claim";
import { fileFailure } from "./failures";
import { findFile } from "./find";
import { tooBigError } from "./limits";
import type { PendingUploadEntity } from "./pending-upload.entity";
import { clientsCommits, storageUsage } from "../clients";
import { MAX_ATTEMPTS, SINGLE_ATTEMPT, backoff, storageLimitError } from "./quota";
import { deleteObject, objectSize, presignDownload } from "./storage";
import { toFileView, type FileRecord } from "./views";

type PendingUpload = EntityItem<typeof PendingUploadEntity>;

/**
 * POST /api/upload/confirm: measures what was really uploaded (HeadObject: s3rver ignores the POST
 * policy and clients may lie), then in ONE transaction charges the tenant's quota, records the file
 * and consumes the pending upload. A refusal removes the object and the pending upload, so nothing
 * is left behind and nothing is counted. Confirming twice records once.
 */
export async function confirmUpload(actor: Actor, fileId: string): Promise<FileView> {
  const clientId = requireTenant(actor);
  const { data: pending } = await db().entities.fileUpload.get({ clientId, fileId }).go();
  if (!pending || pending.uploadedBy !== actor.userId) return confirmedEarlier(actor, clientId, fileId);
  if (pending.expiresAt * 1000 <= Date.now()) {
    await discard(pending);
    throw new AppError("files.not_found");
  }

  const size = await objectSize(clientId, pending.key).catch(fileFailure("files.upload_error", "HeadObject failed"));
  if (size === null) throw new AppError("files.not_found"); // not uploaded (yet)
  if (size > pending.maxBytes) {
    if (!(await discard(pending))) return confirmedEarlier(actor, clientId, fileId);
    throw tooBigError(pending.module, size);
  }
  return record(actor, pending, size).catch(fileFailure("files.save_error", "recording an upload failed"));
}

async function record(actor: Actor, pending: PendingUpload, size: number): Promise<FileView> {
  const { clientId, fileId } = pending;
  const file: FileRecord = {
    clientId,
    fileId,
    key: pending.key,
    name: pending.name,
    contentType: pending.contentType,
    size,
    module: pending.module,
    ownerType: pending.ownerType,
    ownerId: pending.ownerId,
    uploadedBy: pending.uploadedBy,
    createdAt: new Date().toISOString(),
  };
  for (let attempt = 1; ; attempt += 1) {
    const usage = await storageUsage(clientId);
    if (size > usage.availableBytes) {
      if (!(await discard(pending))) return confirmedEarlier(actor, clientId, fileId);
      throw storageLimitError(usage, size);
    }
    const outcome = await writeTransaction(
      (entities) => [
        clientsCommits.chargeStorage(entities, "quota", clientId, usage.limitBytes, size),
        named("file", entities.file.create(file).commit()),
        claimPending(entities, clientId, fileId),
      ],
      SINGLE_ATTEMPT,
    );
    if (outcome.ok) return withUrl(file);
    // Another confirm of the same upload won: answer what it recorded.
    if (outcome.failed("file") || outcome.failed("pending")) return confirmedEarlier(actor, clientId, fileId);
    // The quota moved (or the limit changed) under us, or a racing transaction: re-read and retry.
    const retriable = outcome.conflicted || outcome.failed("quota");
    if (!retriable || attempt >= MAX_ATTEMPTS)
      throw new Error(`confirm transaction cancelled: ${describeCancellation(outcome)}`);
    await backoff(attempt);
  }
}

/** The replay of a finished confirm answers the record; anything else is not this caller's upload. */
async function confirmedEarlier(actor: Actor, clientId: string, fileId: string): Promise<FileView> {
  const file = await findFile(clientId, fileId);
  if (file.uploadedBy !== actor.userId) throw new AppError("files.not_found");
  return withUrl(file);
}

/**
 * Drops a refused upload. Only the caller that deletes the pending item (conditionally) may delete
 * the object: a concurrent confirm that won has recorded that very object. False when it lost.
 */
async function discard(pending: PendingUpload): Promise<boolean> {
  if (!(await consumePending(pending))) return false;
  // An object left here is an orphan of nothing: log it rather than hide the refusal.
  await deleteObject(pending.clientId, pending.key).catch((cause: unknown) =>
    console.error(
      JSON.stringify({ level: "error", msg: "orphan upload not deleted", key: pending.key, error: String(cause) }),
    ),
  );
  return true;
}

async function consumePending({ clientId, fileId }: PendingUpload): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await writeTransaction((entities) => [claimPending(entities, clientId, fileId)], SINGLE_ATTEMPT);
    if (outcome.ok) return true;
    if (outcome.failed("pending")) return false;
    if (!outcome.conflicted || attempt >= MAX_ATTEMPTS)
      throw new Error(`discarding an upload cancelled: ${describeCancellation(outcome)}`);
    await backoff(attempt);
  }
}

async function withUrl(file: FileRecord): Promise<FileView> {
  const { url } = await presignDownload(file.clientId, file);
  return toFileView(file, url);
}
