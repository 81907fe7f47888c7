import { hrImportFileModule, hrImportLimits } from "@intranet/contracts/hrImport";
import { findFiles } from "../files";
import { AppError, config } from "../platform";

/**
 * The bytes of a confirmed upload of the tenant for the import: a file id of another tenant is not
 * found (`files.not_found`), a file of another module is refused. Read with one GetObject; the S3
 * SDK is loaded here only.
 */
export async function readImportFile(clientId: string, fileId: string): Promise<Uint8Array> {
  const file = (await findFiles(clientId, [fileId])).get(fileId);
  if (!file) throw new AppError("files.not_found");
  if (file.module !== hrImportFileModule) throw new AppError("hrimport.wrong_file");
  if (file.size > hrImportLimits.fileMaxBytes)
    throw new AppError("common.payload_too_large", { limit: hrImportLimits.fileMaxBytes });
  if (!file.key.startsWith(`${clientId}/`) || file.key.includes("/../")) throw new AppError("files.not_found");
  const { GetObjectCommand, s3 } = await import("../platform/s3-sdk");
  const object = await s3().send(new GetObjectCommand({ Bucket: config.bucketName(), Key: file.key }));
  if (!object.Body) throw new AppError("hrimport.file_unreadable");
  return object.Body.transformToByteArray();
}
