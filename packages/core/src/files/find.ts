import { getAll } from "../db";
import { db } from "./entities";
import { AppError } from "../platform";
import type { FileRecord } from "./views";

/** A file of the tenant, or `files.not_found`: another tenant's id is simply not in this tenant's keys. */
export async function findFile(clientId: string, fileId: string): Promise<FileRecord> {
  const { data } = await db().entities.file.get({ clientId, fileId }).go();
  if (!data) throw new AppError("files.not_found");
  return data;
}

/** Several files of the tenant in one BatchGet, by id; ids not found (or of another tenant) are absent. */
export async function findFiles(clientId: string, fileIds: string[]): Promise<Map<string, FileRecord>> {
  if (!fileIds.length) return new Map();
  const files = await getAll(
    [...new Set(fileIds)].map((fileId) => ({ clientId, fileId })),
    (keys) => db().entities.file.get(keys).go(),
  );
  return new Map(files.map((file) => [file.fileId, file]));
}
