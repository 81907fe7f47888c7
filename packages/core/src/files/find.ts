import { db } from "../db/service";
import { AppError } from "../platform/errors";
import type { FileRecord } from "./views";

/** A file of the tenant, or `files.not_found`: another tenant's id is simply not in this tenant's keys. */
export async function findFile(clientId: string, fileId: string): Promise<FileRecord> {
  const { data } = await db().entities.file.get({ clientId, fileId }).go();
  if (!data) throw new AppError("files.not_found");
  return data;
}
