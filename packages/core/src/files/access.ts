import { isAdminOrAbove, type Actor, type FileOwner, type UploadRequest } from "@intranet/contracts";
import { AppError } from "../platform";
import type { FileRecord } from "./views";

/**
 * Who may do what with a file of their tenant (the tenant itself is enforced by keys: every lookup
 * is under actor.tenantId). HR documents are private to their owner, uploader and admins; other
 * modules' files are visible to the whole tenant, and the owning module decides where they show.
 */
export function canRead(actor: Actor, file: FileRecord): boolean {
  if (file.module !== "hr") return true;
  return isAdminOrAbove(actor) || file.uploadedBy === actor.userId || ownedByUser(file, actor.userId);
}

/** Deleting by id (`/api/del_file`): the uploader or an admin. */
export function canDelete(actor: Actor, file: FileRecord): boolean {
  return isAdminOrAbove(actor) || file.uploadedBy === actor.userId;
}

/** A user's own files (`/api/user/{id}/...`): that user or an admin. */
export function requireSelfOrAdmin(actor: Actor, userId: string): void {
  if (actor.userId !== userId && !isAdminOrAbove(actor)) throw new AppError("common.no_access");
}

export function ownedByUser(file: Pick<FileRecord, "ownerType" | "ownerId">, userId: string): boolean {
  return file.ownerType === "user" && file.ownerId === userId;
}

/**
 * The owner a new upload gets: the uploader unless stated. Filing a document under another user
 * takes an admin (it lands in that user's files); HR documents always belong to a user.
 */
export function uploadOwner(actor: Actor, request: Pick<UploadRequest, "module" | "owner">): FileOwner {
  const owner = request.owner ?? { type: "user", id: actor.userId };
  if (request.module === "hr" && owner.type !== "user") throw new AppError("common.validation");
  if (owner.type === "user" && owner.id !== actor.userId && !isAdminOrAbove(actor))
    throw new AppError("common.no_access");
  return owner;
}
