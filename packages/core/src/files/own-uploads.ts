import type { Actor, ErrorCode } from "@intranet/contracts";
import { AppError } from "../platform";
import { findFiles } from "./find";

/** A confirmed upload as a module keeps it beside its item: its name and size, shown without reading it again. */
export interface OwnUpload {
  name: string;
  size: number;
  contentType: string;
}

/**
 * Files a body names (a request's fields, an idea's attachments): each must be a confirmed upload of
 * `module` by the caller in this company, else `refusal` (the module's code) and nothing is written.
 * Answers their names, sizes and types by id. One BatchGet whatever the number.
 */
export async function requireOwnUploads(
  actor: Actor,
  clientId: string,
  fileIds: readonly string[],
  module: string,
  refusal: ErrorCode,
): Promise<Record<string, OwnUpload>> {
  const files: Record<string, OwnUpload> = {};
  if (!fileIds.length) return files;
  const found = await findFiles(clientId, [...new Set(fileIds)]);
  for (const fileId of fileIds) {
    const file = found.get(fileId);
    if (!file || file.module !== module || file.uploadedBy !== actor.userId) throw new AppError(refusal);
    files[fileId] = { name: file.name, size: file.size, contentType: file.contentType };
  }
  return files;
}
