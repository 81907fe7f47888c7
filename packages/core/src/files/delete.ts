import { isAdminOrAbove, type Actor, type FileDeleted, type FilesDeleted } from "@intranet/contracts";
import { requireTenant, AppError, isAppError } from "../platform";
import { describeCancellation, named, writeTransaction } from "../db";
import { db } from "./entities";
import { canDelete, ownedByUser, requireSelfOrAdmin } from "./access";
import { fileFailure } from "./failures";
import { findFile } from "./find";
import { deleteObject, deleteObjects } from "./storage";
import { clientsCommits } from "../clients";
import { changesOf, writeJournal } from "../journal";
import { MAX_ATTEMPTS, SINGLE_ATTEMPT, backoff } from "./quota";
import type { FileRecord } from "./views";

/** POST /api/del_file: the uploader or an admin deletes a file of their tenant. */
export async function deleteFile(actor: Actor, fileId: string): Promise<FileDeleted> {
  const file = await findFile(requireTenant(actor), fileId);
  if (!canDelete(actor, file)) throw new AppError("common.no_access");
  await removeObject(file);
  await forgetFile(file);
  return { fileId: file.fileId, deleted: true };
}

/** DELETE /api/user/{id}/file/{fileId}: a file owned by that user, removed by them or an admin (an HR document also by HR). */
export async function deleteUserFile(actor: Actor, userId: string, fileId: string): Promise<FileDeleted> {
  const clientId = requireTenant(actor);
  requireSelfOrAdmin(actor, userId, "hr"); // the widest rule first: nobody else learns whether the file exists
  const file = await findFile(clientId, fileId);
  requireSelfOrAdmin(actor, userId, file.module);
  if (!ownedByUser(file, userId)) throw new AppError("files.not_found");
  await removeObject(file);
  await forgetFile(file);
  return { fileId: file.fileId, deleted: true };
}

/**
 * A module drops a file it no longer uses (a replaced profile picture's upload): no caller rule,
 * the module has checked its own. A file already gone is nothing to do.
 */
export async function discardFile(clientId: string, fileId: string): Promise<void> {
  const { data: file } = await db().entities.file.get({ clientId, fileId }).go();
  if (!file) return;
  await removeObject(file);
  await forgetFile(file).catch((error: unknown) => {
    if (!isAppError(error) || error.code !== "files.not_found") throw error;
  });
}

/**
 * POST /api/del_minio_files (admins): each id is deleted or reported. Ids not in the tenant are
 * `files.not_found`; when none was found at all the answer is that 404, and when any failed for
 * another reason the answer is `files.bulk_delete_error` with the same report as details.
 */
export async function deleteFiles(actor: Actor, fileIds: string[]): Promise<FilesDeleted> {
  const clientId = requireTenant(actor);
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  return deleteTenantFiles(actor, clientId, fileIds);
}

/**
 * Deletes files of one company, each on its own, journaled once as `files.delete`: the caller has
 * checked the actor may (an admin of that company, or the superadmin from outside it).
 */
export async function deleteTenantFiles(actor: Actor, clientId: string, fileIds: string[]): Promise<FilesDeleted> {
  const report: FilesDeleted = { deleted: [], failed: [] };
  const fail = (fileId: string, error: AppError) =>
    report.failed.push({ fileId, code: error.code, message: error.message });

  const { data: found, unprocessed } = await db()
    .entities.file.get(fileIds.map((fileId) => ({ clientId, fileId })))
    .go({ unprocessed: "item" })
    .catch(fileFailure("files.bulk_delete_error", "bulk file lookup failed"));
  const files = found.filter((file): file is FileRecord => Boolean(file));
  const unread = new Set(unprocessed.map((key) => key.fileId));
  for (const fileId of fileIds) {
    if (unread.has(fileId)) fail(fileId, new AppError("files.delete_error"));
    else if (!files.some((file) => file.fileId === fileId)) fail(fileId, new AppError("files.not_found"));
  }

  const objectsKept = await deleteObjects(
    clientId,
    files.map((file) => file.key),
  ).catch(fileFailure("files.bulk_delete_error", "bulk object delete failed"));
  // One transaction per file: the counters item may appear only once per transaction.
  for (const file of files) {
    if (objectsKept.has(file.key)) fail(file.fileId, new AppError("files.delete_error"));
    else
      await forgetFile(file).then(
        () => report.deleted.push(file.fileId),
        (error: unknown) => fail(file.fileId, isAppError(error) ? error : new AppError("files.delete_error")),
      );
  }

  // One transaction per file: the run is journaled once it ended, with the files it deleted.
  if (report.deleted.length)
    await writeJournal(actor, clientId, {
      action: "files.delete",
      changes: changesOf(
        { files: files.filter((file) => report.deleted.includes(file.fileId)).map((file) => file.name) },
        {},
      ),
      detail: `${report.deleted.length}`,
    });
  if (report.failed.some((entry) => entry.code !== "files.not_found"))
    throw new AppError("files.bulk_delete_error", {}, report);
  if (report.deleted.length === 0) throw new AppError("files.not_found", {}, report);
  return report;
}

/** The bytes first: a record without its object can be deleted again; an object without a record is lost. */
async function removeObject(file: FileRecord): Promise<void> {
  await deleteObject(file.clientId, file.key).catch(fileFailure("files.delete_error", "object delete failed"));
}

/**
 * Deletes the record and gives its bytes back in one transaction. The record's existence is the
 * condition, so of two racing deletes only one decrements; the other finds nothing (404).
 */
async function forgetFile(file: FileRecord): Promise<void> {
  const { clientId, fileId } = file;
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await writeTransaction(
      (entities) => [
        named(
          "file",
          entities.file
            .delete({ clientId, fileId })
            .where((attr, op) => op.exists(attr.fileId))
            .commit(),
        ),
        clientsCommits.releaseStorage(entities, "quota", clientId, file.size),
      ],
      SINGLE_ATTEMPT,
    ).catch(fileFailure("files.delete_error", "file delete transaction failed"));
    if (outcome.ok) return;
    if (outcome.failed("file")) throw new AppError("files.not_found");
    if (!outcome.conflicted || attempt >= MAX_ATTEMPTS)
      fileFailure("files.delete_error", "file delete transaction cancelled")(new Error(describeCancellation(outcome)));
    await backoff(attempt);
  }
}
