import {
  canSeeHrDataOf,
  fileKindOf,
  hasRole,
  isAdminOrAbove,
  type Actor,
  type FileModule,
  type FileOwner,
  type UploadRequest,
} from "@intranet/contracts";
import { AppError } from "../platform";
import type { FileRecord } from "./views";

/**
 * Who may do what with a file of their tenant (the tenant itself is enforced by keys: every lookup
 * is under actor.tenantId), by the rules its owning module declared for its file kind (contracts
 * `<m>/file-kinds.ts`): the whole tenant (the owning module decides where they show), the uploader
 * alone (the module hands it to others after its own check), or private to the uploader, the user
 * it is filed under and admins (and HR officers for kinds that say so).
 */
export function canRead(actor: Actor, file: FileRecord): boolean {
  const { read = "tenant" } = fileKindOf(file.module);
  if (read === "uploader") return file.uploadedBy === actor.userId;
  if (read === "tenant") return true;
  return hrOfficer(actor, file.module) || file.uploadedBy === actor.userId || ownedByUser(file, actor.userId);
}

/** Deleting by id (`/api/del_file`): the uploader or an admin; an HR officer for HR documents. */
export function canDelete(actor: Actor, file: FileRecord): boolean {
  return isAdminOrAbove(actor) || file.uploadedBy === actor.userId || hrOfficer(actor, file.module);
}

/**
 * A user's files (`/api/user/{id}/...`): that user or an admin; an HR officer for that user's HR
 * documents only (a kind with `hrOfficers`), the same people who see the profile's HR tabs.
 */
export function requireSelfOrAdmin(actor: Actor, userId: string, module?: FileModule): void {
  const allowed =
    module && fileKindOf(module).hrOfficers
      ? canSeeHrDataOf(actor, userId)
      : actor.userId === userId || isAdminOrAbove(actor);
  if (!allowed) throw new AppError("common.no_access");
}

/** An admin, or an HR officer acting on a kind that lets them (HR documents). */
function hrOfficer(actor: Actor, module: FileModule): boolean {
  return isAdminOrAbove(actor) || (Boolean(fileKindOf(module).hrOfficers) && hasRole(actor, "hr"));
}

export function ownedByUser(file: Pick<FileRecord, "ownerType" | "ownerId">, userId: string): boolean {
  return file.ownerType === "user" && file.ownerId === userId;
}

/**
 * The owner a new upload gets: the uploader unless stated. Filing a document under another user
 * takes an admin, or an HR officer for an HR document (it lands in that user's files); a kind that
 * says `userOwned` (HR documents) always belongs to a user.
 */
export function uploadOwner(actor: Actor, request: Pick<UploadRequest, "module" | "owner">): FileOwner {
  const owner = request.owner ?? { type: "user", id: actor.userId };
  if (fileKindOf(request.module).userOwned && owner.type !== "user") throw new AppError("common.validation");
  if (owner.type === "user" && owner.id !== actor.userId && !hrOfficer(actor, request.module))
    throw new AppError("common.no_access");
  return owner;
}
