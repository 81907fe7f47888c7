import { hrImportFileModule, hrImportLimits } from "@intranet/contracts/hrImport";
import { fileContent, findFiles } from "../files";
import { AppError } from "../platform";

/**
 * The bytes of a confirmed upload of the tenant for the import: a file id of another tenant is not
 * found (`files.not_found`), a file of another module is refused. Read through the files module
 * (one GetObject under the tenant's prefix).
 */
export async function readImportFile(clientId: string, fileId: string): Promise<Uint8Array> {
  const file = (await findFiles(clientId, [fileId])).get(fileId);
  if (!file) throw new AppError("files.not_found");
  if (file.module !== hrImportFileModule) throw new AppError("hrimport.wrong_file");
  if (file.size > hrImportLimits.fileMaxBytes)
    throw new AppError("common.payload_too_large", { limit: hrImportLimits.fileMaxBytes });
  const bytes = await fileContent(clientId, file);
  if (!bytes) throw new AppError("hrimport.file_unreadable");
  return bytes;
}
