import { putGeneratedObject, presignDownload } from "./storage";

/**
 * Files the server makes (exports), kept under `<clientId>/generated/<id>/<name>`: written once,
 * downloaded by a presigned GET. They are not attached to anything and not counted in the tenant's
 * storage; they are tagged `generated=true`, which the bucket's lifecycle rule (stacks/storage.ts)
 * expires after a day.
 */
export const generatedKey = (clientId: string, id: string, name: string) => `${clientId}/generated/${id}/${name}`;

export async function storeGeneratedFile(
  clientId: string,
  file: { key: string; body: Uint8Array; contentType: string },
): Promise<void> {
  await putGeneratedObject(clientId, file.key, file.body, file.contentType);
}

export async function generatedFileUrl(
  clientId: string,
  file: { key: string; name: string; contentType: string },
): Promise<{ url: string; expiresAt: string }> {
  return presignDownload(clientId, file);
}
