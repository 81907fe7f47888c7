import {
  canSeeHrDataOf,
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
 * is under actor.tenantId). HR documents are private to their owner, uploader, admins and HR
 * officers, CVs sent to vacancies to their uploader and admins (the vacancy's recipients download
 * them through the vacancies module), chat files to their uploader alone (a room's members download
 * them through the chat, which checks the room — admins are not members of others' private chats);
 * other modules' files are visible to the whole tenant, and the owning module decides where they show.
 */
export function canRead(actor: Actor, file: FileRecord): boolean {
  if (file.module === "chat") return file.uploadedBy === actor.userId;
  if (!PRIVATE_MODULES.has(file.module)) return true;
  return hrOfficer(actor, file.module) || file.uploadedBy === actor.userId || ownedByUser(file, actor.userId);
}

const PRIVATE_MODULES: ReadonlySet<FileModule> = new Set(["hr", "vacancies"]);

/** Deleting by id (`/api/del_file`): the uploader or an admin; an HR officer for HR documents. */
export function canDelete(actor: Actor, file: FileRecord): boolean {
  return isAdminOrAbove(actor) || file.uploadedBy === actor.userId || hrOfficer(actor, file.module);
}

/**
 * A user's files (`/api/user/{id}/...`): that user or an admin; an HR officer for that user's HR
 * documents only (`module` "hr"), the same people who see the profile's HR tabs.
 */
export function requireSelfOrAdmin(actor: Actor, userId: string, module?: FileModule): void {
  const allowed = module === "hr" ? canSeeHrDataOf(actor, userId) : actor.userId === userId || isAdminOrAbove(actor);
  if (!allowed) throw new AppError("common.no_access");
}

/** An admin, or an HR officer acting on HR documents. */
function hrOfficer(actor: Actor, module: FileModule): boolean {
  return isAdminOrAbove(actor) || (module === "hr" && hasRole(actor, "hr"));
}

export function ownedByUser(file: Pick<FileRecord, "ownerType" | "ownerId">, userId: string): boolean {
  return file.ownerType === "user" && file.ownerId === userId;
}

/**
 * The owner a new upload gets: the uploader unless stated. Filing a document under another user
 * takes an admin, or an HR officer for an HR document (it lands in that user's files); HR documents
 * always belong to a user.
 */
export function uploadOwner(actor: Actor, request: Pick<UploadRequest, "module" | "owner">): FileOwner {
  const owner = request.owner ?? { type: "user", id: actor.userId };
  if (request.module === "hr" && owner.type !== "user") throw new AppError("common.validation");
  if (owner.type === "user" && owner.id !== actor.userId && !hrOfficer(actor, request.module))
    throw new AppError("common.no_access");
  return owner;
}
