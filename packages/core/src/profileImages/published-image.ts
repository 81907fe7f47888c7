import type { FileOwner, ProfileImageKind } from "@intranet/contracts";
import { fitsProfileImage } from "@intranet/contracts/profileImages";
import { AppError } from "../platform";
import { discardFile, fileContent, findFile, publishMedia, unpublishMedia } from "../files";
import { readImage } from "./image-format";

/** Larger sources are refused before reading them: a phone photo is a few MB. */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** A published picture: its public URL and the upload it was made from. */
export interface PublicImage {
  url: string;
  fileId: string;
}

/**
 * A confirmed upload (module "profile", filed under `owner`: a person or a group) made into a public
 * avatar or cover. The bytes are read and measured here (image-size), since the browser's word
 * about type and size proves nothing: a picture that breaks the kind's rule (contracts
 * `profileImageRules`) is `files.wrong_image_size` and changes nothing. The copy goes to the media
 * bucket under `<owner id>/<kind>-<file id>`; the caller points its record at the URL.
 */
export async function publishUploadedImage(
  clientId: string,
  fileId: string,
  kind: ProfileImageKind,
  owner: FileOwner,
): Promise<PublicImage> {
  const file = await findFile(clientId, fileId);
  if (file.module !== "profile" || file.ownerType !== owner.type || file.ownerId !== owner.id)
    throw new AppError("files.not_found");
  if (file.size > MAX_SOURCE_BYTES) throw new AppError("files.wrong_image_size");
  const bytes = await fileContent(clientId, file);
  if (!bytes) throw new AppError("files.not_found");
  const image = readImage(bytes);
  if (!image || !fitsProfileImage(kind, image)) throw new AppError("files.wrong_image_size", {}, image ?? {});
  const url = await publishMedia(clientId, {
    name: `${owner.id}/${kind}-${file.fileId}.${image.format}`,
    body: bytes,
    contentType: image.contentType,
  });
  return { url, fileId: file.fileId };
}

/** The picture a record no longer shows goes (object and upload), unless it is the one just set. */
export async function dropReplacedImage(
  clientId: string,
  old: Partial<PublicImage>,
  current: Partial<PublicImage>,
): Promise<void> {
  if (old.url && old.url !== current.url) await unpublishMedia(clientId, old.url);
  if (old.fileId && old.fileId !== current.fileId) await discardFile(clientId, old.fileId);
}
