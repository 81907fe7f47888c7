import { meetsAccessLevel, type Actor } from "@intranet/contracts";
import { articleLimits } from "@intranet/contracts/articles";
import { findFiles, type FileRecord } from "../files";
import { AppError } from "../platform";
import type { ArticleFileLinkRecord } from "./file-link.entity";

/**
 * Files to attach to a node: uploaded and confirmed in module "articles" of this company
 * (`articles.file_not_found` otherwise), by a holder of `kb_files`, at most `filesMax` on a node.
 * Those already attached are left out. One BatchGet.
 */
export async function attachableFiles(
  actor: Actor,
  clientId: string,
  fileIds: string[],
  attached: string[],
): Promise<FileRecord[]> {
  const fresh = [...new Set(fileIds)].filter((fileId) => !attached.includes(fileId));
  if (!fresh.length) return [];
  if (!meetsAccessLevel(actor, "kb_files")) throw new AppError("articles.forbidden");
  if (attached.length + fresh.length > articleLimits.filesMax) throw new AppError("articles.too_many_files");
  const found = await findFiles(clientId, fresh);
  return fresh.map((fileId) => {
    const file = found.get(fileId);
    if (!file || file.module !== "articles") throw new AppError("articles.file_not_found", {}, { fileId });
    return file;
  });
}

/** What a node keeps of a file (the page shows it without reading the file). */
export const linkOf = (file: FileRecord, nodeId: string, addedBy: string, addedAt: string): ArticleFileLinkRecord => ({
  clientId: file.clientId,
  nodeId,
  fileId: file.fileId,
  name: file.name,
  contentType: file.contentType,
  size: file.size,
  isImage: file.contentType.startsWith("image/"),
  addedAt,
  addedBy,
});
