import { maxUploadBytes, type Actor, type UploadRequest, type UploadTicket } from "@intranet/contracts";
import { requireTenant, newId } from "../platform";
import { db } from "./entities";
import { uploadOwner } from "./access";
import { assertOwnerExists } from "./owners";
import { fileFailure } from "./failures";
import { objectKey, sanitiseFileName } from "./keys";
import { tooBigError } from "./limits";
import { storageLimitError } from "./quota";
import { storageUsage } from "../clients";
import { presignUpload } from "./storage";
import { sweepMarker } from "./sweep";

/** A pending upload outlives its POST policy, leaving time for a large transfer and the confirm. */
export const PENDING_UPLOAD_TTL_SECONDS = 60 * 60;

/**
 * POST /api/upload: refuses what cannot fit now (module limit, remaining quota) and hands out a
 * presigned POST for a fresh tenant-scoped key. Nothing is counted until the confirm has seen the
 * object; the declared size is only a courtesy check, since S3 (not s3rver) enforces the range.
 */
export async function requestUpload(actor: Actor, request: UploadRequest): Promise<UploadTicket> {
  const clientId = requireTenant(actor);
  const maxBytes = maxUploadBytes(request.module);
  if (request.size > maxBytes) throw tooBigError(request.module, request.size);
  const owner = uploadOwner(actor, request);
  // The uploader is known to exist (authentication read them); any other owner is looked up.
  const ownerCheck =
    owner.type === "user" && owner.id === actor.userId ? undefined : assertOwnerExists(clientId, owner);
  const [usage] = await Promise.all([storageUsage(clientId), ownerCheck]);
  if (request.size > usage.availableBytes) throw storageLimitError(usage, request.size);

  const fileId = newId();
  const name = sanitiseFileName(request.name);
  const key = objectKey(clientId, request.module, fileId, name);
  const post = await presignUpload(clientId, { key, contentType: request.contentType, maxBytes }).catch(
    fileFailure("files.upload_error", "presigned POST failed"),
  );
  const now = new Date();
  const pending = {
    clientId,
    fileId,
    key,
    name,
    contentType: request.contentType,
    declaredSize: request.size,
    maxBytes,
    module: request.module,
    ownerType: owner.type,
    ownerId: owner.id,
    uploadedBy: actor.userId,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + PENDING_UPLOAD_TTL_SECONDS,
  };
  // The sweep marker outlives the pending upload, so an upload never confirmed is found and its
  // object deleted by the sweep job even after the table's TTL removed the pending upload (sweep.ts).
  await Promise.all([
    db().entities.fileUpload.create(pending).go(),
    db().entities.uploadSweep.put(sweepMarker(pending)).go({ response: "none" }),
  ]).catch(fileFailure("files.upload_error", "pending upload not stored"));
  return { fileId, url: post.url, fields: post.fields, key, maxBytes, expiresAt: post.expiresAt };
}
