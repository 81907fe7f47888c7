import type { Actor } from "@intranet/contracts";
import { findFiles } from "../files";
import { AppError } from "../platform";

/**
 * Pictures of items, achievements and the shop: files uploaded through the files module's presigned
 * flow with module `shop` (POST /api/upload, then confirm), in the caller's company, images only.
 * Pictures already attached stay whoever uploaded them. The 200x360 size is a hint to the SPA.
 */
export async function checkPictures(
  actor: Actor,
  clientId: string,
  fileIds: string[],
  current: string[] = [],
): Promise<string[]> {
  const added = fileIds.filter((fileId) => !current.includes(fileId));
  const found = await findFiles(clientId, added);
  for (const fileId of added) {
    const file = found.get(fileId);
    if (!file || file.module !== "shop" || !file.contentType.startsWith("image/"))
      throw new AppError("shop.picture_invalid", {}, { fileId });
  }
  return fileIds;
}

export async function checkPicture(
  actor: Actor,
  clientId: string,
  fileId: string | null | undefined,
  current: string | null | undefined,
): Promise<string | null | undefined> {
  if (fileId === undefined) return current;
  if (fileId === null) return null;
  await checkPictures(actor, clientId, [fileId], current ? [current] : []);
  return fileId;
}
