import type { Actor, ProfileImageKind } from "@intranet/contracts";
import type { GroupView } from "@intranet/contracts/groups";
import { AppError } from "../platform";
import { dropReplacedImage, publishUploadedImage, type PublicImage } from "../profileImages";
import { isConditionFailure } from "../db";
import { db } from "./entities";
import type { GroupRecord } from "./group.entity";
import { findGroup, groupAllowing } from "./store";
import { toGroupView } from "./views";

const fields = {
  avatar: { url: "avatar", fileId: "avatarFileId" },
  cover: { url: "cover", fileId: "coverFileId" },
} as const;

/**
 * PUT /api/group/{id}/image/{kind}: the group's managers set its avatar or cover from an upload
 * filed under the group (module "profile", owner `{ type: "group" }`), by the same rules and the
 * same public media as people's pictures (core/profileImages). The write is conditioned on the
 * upload it replaces, so two racing changes leave one picture and delete the other.
 */
export async function setGroupImage(
  actor: Actor,
  groupId: string,
  kind: ProfileImageKind,
  fileId: string,
): Promise<GroupView> {
  const { clientId, group, mine } = await groupAllowing(actor, groupId, "manage");
  const image = await publishUploadedImage(clientId, fileId, kind, { type: "group", id: groupId });
  const next = await swapImage(clientId, group, kind, image);
  return toGroupView(actor, next, mine);
}

/** DELETE /api/group/{id}/image/{kind}. */
export async function removeGroupImage(actor: Actor, groupId: string, kind: ProfileImageKind): Promise<GroupView> {
  const { clientId, group, mine } = await groupAllowing(actor, groupId, "manage");
  const next = await swapImage(clientId, group, kind, null);
  return toGroupView(actor, next, mine);
}

/** A group's pictures' uploads are filed under it: the group must exist in the uploader's tenant. */
export async function groupFileOwnerCheck(clientId: string, groupId: string): Promise<void> {
  if (!(await findGroup(clientId, groupId))) throw new AppError("groups.not_found");
}

async function swapImage(
  clientId: string,
  group: GroupRecord,
  kind: ProfileImageKind,
  image: PublicImage | null,
): Promise<GroupRecord> {
  const names = fields[kind];
  const old: Partial<PublicImage> = { url: group[names.url], fileId: group[names.fileId] };
  const patch = db().entities.group.patch({ clientId, groupId: group.groupId });
  const change = image
    ? patch.set({ [names.url]: image.url, [names.fileId]: image.fileId })
    : patch.remove([names.url, names.fileId]);
  await change
    .where((attributes, { eq, notExists }) =>
      old.fileId ? eq(attributes[names.fileId], old.fileId) : notExists(attributes[names.fileId]),
    )
    .go()
    .catch(async (error: unknown) => {
      if (!isConditionFailure(error)) throw error;
      // Another change won: this picture is nobody's, so it goes too.
      if (image) await dropReplacedImage(clientId, image, {});
      throw new AppError("common.conflict");
    });
  await dropReplacedImage(clientId, old, image ?? {});
  const next: GroupRecord = { ...group };
  if (image) Object.assign(next, { [names.url]: image.url, [names.fileId]: image.fileId });
  else {
    delete next[names.url];
    delete next[names.fileId];
  }
  return next;
}
