import type { Actor, ProfileImageKind, UserView } from "@intranet/contracts";
import { fitsProfileImage } from "@intranet/contracts/profileImages";
import { AppError, requireTenant } from "../platform";
import { discardFile, fileContent, findFile, publishMedia, unpublishMedia } from "../files";
import { requireProfileEditor, requireUser, setUserImage, type UserImage } from "../users";
import { readImage } from "./image-format";

/** Larger sources are refused before reading them: a phone photo is a few MB. */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/**
 * PUT /api/user/{id}/image/{kind}: a confirmed upload (module "profile", owned by the person)
 * becomes their avatar or cover. The bytes are read and measured here (image-size), since the
 * browser's word about type and size proves nothing: a picture that breaks the kind's rule
 * (contracts `profileImageRules`) is `files.wrong_image_size` and changes nothing. The picture is
 * published to the media bucket, the profile points at it, and the picture it replaced (object and
 * upload) is deleted.
 */
export async function setProfileImage(
  actor: Actor,
  userId: string,
  kind: ProfileImageKind,
  fileId: string,
): Promise<UserView> {
  const clientId = requireTenant(actor);
  requireProfileEditor(actor, userId);
  const [file] = await Promise.all([findFile(clientId, fileId), requireUser(clientId, userId)]);
  if (file.module !== "profile" || file.ownerType !== "user" || file.ownerId !== userId)
    throw new AppError("files.not_found");
  if (file.size > MAX_SOURCE_BYTES) throw new AppError("files.wrong_image_size");

  const bytes = await fileContent(clientId, file);
  if (!bytes) throw new AppError("files.not_found");
  const image = readImage(bytes);
  if (!image || !fitsProfileImage(kind, image)) throw new AppError("files.wrong_image_size", {}, image ?? {});

  const extension = image.format === "jpg" ? "jpg" : image.format;
  const url = await publishMedia(clientId, {
    name: `${userId}/${kind}-${file.fileId}.${extension}`,
    body: bytes,
    contentType: image.contentType,
  });
  const { view, replaced } = await setUserImage(clientId, userId, kind, { url, fileId: file.fileId });
  await dropReplaced(clientId, replaced, { url, fileId: file.fileId });
  return view;
}

/** DELETE /api/user/{id}/image/{kind}. */
export async function removeProfileImage(actor: Actor, userId: string, kind: ProfileImageKind): Promise<UserView> {
  const clientId = requireTenant(actor);
  requireProfileEditor(actor, userId);
  const { view, replaced } = await setUserImage(clientId, userId, kind, null);
  await dropReplaced(clientId, replaced, {});
  return view;
}

/** The old picture goes, unless it is the one just set (the same upload set twice). */
async function dropReplaced(clientId: string, old: Partial<UserImage>, current: Partial<UserImage>): Promise<void> {
  if (old.url && old.url !== current.url) await unpublishMedia(clientId, old.url);
  if (old.fileId && old.fileId !== current.fileId) await discardFile(clientId, old.fileId);
}
