import { deleteObjects, presignDownload, putKeptObject } from "./storage";

/**
 * Files a module receives inside a request and writes itself, with no upload ticket and no file
 * record: "Don't be silent" reports, whose pictures must not pass through an upload that names the
 * sender. Kept under `<clientId>/kept/<module>/<id>` with only a content type (no user metadata),
 * recorded by the module that keeps them and downloaded by a presigned GET. They are not counted in
 * the tenant's storage (a report's files are bounded: docs/modules/noSilent.md).
 */
export const keptKey = (clientId: string, module: string, id: string) => `${clientId}/kept/${module}/${id}`;

export async function storeKeptFile(
  clientId: string,
  file: { key: string; body: Uint8Array; contentType: string },
): Promise<void> {
  await putKeptObject(clientId, file.key, file.body, file.contentType);
}

export function keptFileUrl(
  clientId: string,
  file: { key: string; name: string; contentType: string },
): Promise<{ url: string; expiresAt: string }> {
  return presignDownload(clientId, file);
}

/** Removes kept files (a report that could not be written); answers the keys left behind. */
export function removeKeptFiles(clientId: string, keys: string[]): Promise<Set<string>> {
  return keys.length ? deleteObjects(clientId, keys) : Promise.resolve(new Set());
}
