import type { Actor, ProfileImageKind, UserView } from "@intranet/contracts";
import { requireTenant } from "../platform";
import { requireProfileEditor, requireUser, setUserImage } from "../users";
import { dropReplacedImage, publishUploadedImage } from "./published-image";

/**
 * PUT /api/user/{id}/image/{kind}: a confirmed upload (module "profile", owned by the person)
 * becomes their avatar or cover (published-image.ts checks and publishes it); the profile points
 * at it, and the picture it replaced (object and upload) is deleted.
 */
export async function setProfileImage(
  actor: Actor,
  userId: string,
  kind: ProfileImageKind,
  fileId: string,
): Promise<UserView> {
  const clientId = requireTenant(actor);
  requireProfileEditor(actor, userId);
  await requireUser(clientId, userId);
  const image = await publishUploadedImage(clientId, fileId, kind, { type: "user", id: userId });
  const { view, replaced } = await setUserImage(clientId, userId, kind, image);
  await dropReplacedImage(clientId, replaced, image);
  return view;
}

/** DELETE /api/user/{id}/image/{kind}. */
export async function removeProfileImage(actor: Actor, userId: string, kind: ProfileImageKind): Promise<UserView> {
  const clientId = requireTenant(actor);
  requireProfileEditor(actor, userId);
  const { view, replaced } = await setUserImage(clientId, userId, kind, null);
  await dropReplacedImage(clientId, replaced, {});
  return view;
}
