import type { Actor, DownloadUrl, FileModule, FilePage } from "@intranet/contracts";
import { requireTenant, AppError } from "../platform";
import { db } from "./entities";
import { canRead, requireSelfOrAdmin } from "./access";
import { fileFailure } from "./failures";
import { findFile } from "./find";
import { objectBytes, presignDownload } from "./storage";
import { toFileView } from "./views";

/** GET /api/files/{fileId}/url: a short-lived presigned GET for a file of the caller's tenant. */
export async function fileDownloadUrl(actor: Actor, fileId: string): Promise<DownloadUrl> {
  const clientId = requireTenant(actor);
  const file = await findFile(clientId, fileId);
  if (!canRead(actor, file)) throw new AppError("common.no_access");
  return presignDownload(clientId, file).catch(fileFailure("files.download_error", "presigned GET failed"));
}

/**
 * A presigned GET for a module that decided itself who may download the file (a vacancy's
 * recipients reading a CV, which the generic route keeps to its uploader and admins).
 */
export async function moduleFileDownloadUrl(clientId: string, fileId: string): Promise<DownloadUrl> {
  const file = await findFile(clientId, fileId);
  return presignDownload(clientId, file).catch(fileFailure("files.download_error", "presigned GET failed"));
}

/**
 * GET /api/user/{id}/files: the files a user owns (their HR documents with `module: "hr"`), for
 * that user or an admin. One Query on the owner index, newest first within a module.
 */
export async function listUserFiles(
  actor: Actor,
  userId: string,
  options: { module?: FileModule | undefined; cursor?: string | undefined; limit: number },
): Promise<FilePage> {
  const clientId = requireTenant(actor);
  requireSelfOrAdmin(actor, userId, options.module);
  const query = db().entities.file.query.byOwner({
    clientId,
    ownerType: "user",
    ownerId: userId,
    ...(options.module ? { module: options.module } : {}),
  });
  const page = await query
    .go({ cursor: options.cursor ?? null, limit: options.limit, order: "desc" })
    .catch((cause: unknown) => {
      // A cursor that is not ours (tampered, or from another query) is a bad request, not a crash.
      if (options.cursor) throw new AppError("common.validation", {}, { issues: [{ in: "query", path: "cursor" }] });
      throw cause;
    });
  return { items: page.data.map((file) => toFileView(file)), cursor: page.cursor };
}

/** The content of a confirmed file of the tenant, for a module that reads what was uploaded to it; null if the object is gone. */
export async function fileContent(clientId: string, file: { key: string }): Promise<Uint8Array | null> {
  return objectBytes(clientId, file.key);
}
