import type { Actor, FilesDeleted } from "@intranet/contracts";
import type { HangedFilesPage, HangedFileView } from "@intranet/contracts/admin";
import { requireAdminOf } from "../clients";
import { type EntityItem, isConditionFailure, pageOf } from "../db";
import { deleteTenantFiles } from "../files";
import { AppError } from "../platform";
import { db } from "./entities";
import type { HangedFileEntity } from "./inventory.entity";

type HangedRecord = EntityItem<typeof HangedFileEntity>;

const PAGE_DEFAULT = 50;

function toView(record: HangedRecord): HangedFileView {
  return {
    fileId: record.fileId,
    name: record.name,
    module: record.module,
    contentType: record.contentType,
    size: record.size,
    createdAt: record.createdAt,
    uploadedBy: {
      userId: record.uploadedById,
      ...(record.uploadedByFirstName ? { firstName: record.uploadedByFirstName } : {}),
      ...(record.uploadedByLastName ? { lastName: record.uploadedByLastName } : {}),
    },
  };
}

/**
 * GET /api/clients/hangedFilesByClient/{id}: the latest inventory's unreferenced files (the
 * `takeInventory` task finds them), one Query per page, by file id (oldest upload first).
 */
export async function listHangedFiles(
  actor: Actor,
  clientId: string,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<HangedFilesPage> {
  requireAdminOf(actor, clientId);
  const { data: inventory } = await db().entities.dataInventory.get({ clientId }).go();
  if (!inventory) return { takenAt: null, files: [] };
  const page = await pageOf(db().entities.hangedFile.query.byRun({ clientId, runId: inventory.runId }), {
    cursor: query.cursor,
    size: query.limit ?? PAGE_DEFAULT,
  });
  return {
    takenAt: inventory.takenAt,
    files: page.items.map(toView),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

/**
 * POST /api/clients/hangedFilesByClient/{id}/delete: deletes files of the latest inventory's list
 * (a file id not on it is `admin.file_not_unreferenced` and nothing is deleted), through the files
 * module (object, record and the storage counter; journaled as `files.delete`), then takes them off
 * the list and out of the inventory's figures.
 */
export async function deleteHangedFiles(actor: Actor, clientId: string, fileIds: string[]): Promise<FilesDeleted> {
  requireAdminOf(actor, clientId);
  const { data: inventory } = await db().entities.dataInventory.get({ clientId }).go();
  const runId = inventory?.runId ?? "";
  const { data: listed } = await db()
    .entities.hangedFile.get(fileIds.map((fileId) => ({ clientId, runId, fileId })))
    .go();
  const onList = new Map(listed.map((file) => [file.fileId, file]));
  const notListed = fileIds.filter((fileId) => !onList.has(fileId));
  if (!inventory || notListed.length) throw new AppError("admin.file_not_unreferenced", {}, { fileIds: notListed });

  const report = await deleteTenantFiles(actor, clientId, fileIds).catch((error: unknown) => {
    // A file someone deleted meanwhile leaves the list too; other failures stay on it.
    const partial = error instanceof AppError ? (error.details as FilesDeleted | undefined) : undefined;
    if (!partial?.failed) throw error;
    return { error, partial };
  });
  const outcome = "partial" in report ? report.partial : report;
  const gone = [
    ...outcome.deleted,
    ...outcome.failed.filter((entry) => entry.code === "files.not_found").map((entry) => entry.fileId),
  ];
  await forget(
    clientId,
    runId,
    gone,
    outcome.deleted.map((fileId) => onList.get(fileId)!.size),
  );
  if ("error" in report) throw report.error;
  return outcome;
}

async function forget(clientId: string, runId: string, fileIds: string[], deletedSizes: number[]): Promise<void> {
  if (!fileIds.length) return;
  await db()
    .entities.hangedFile.delete(fileIds.map((fileId) => ({ clientId, runId, fileId })))
    .go();
  const bytes = deletedSizes.reduce((total, size) => total + size, 0);
  if (deletedSizes.length)
    await db()
      .entities.dataInventory.update({ clientId })
      .add({ unreferencedCount: -deletedSizes.length, unreferencedBytes: -bytes })
      .where(({ runId: current }, { eq }) => eq(current, runId))
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error; // a newer inventory replaced it: its own figures stand
      });
}
