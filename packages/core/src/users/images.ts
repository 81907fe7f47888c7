import type { ProfileImageKind, UserView } from "@intranet/contracts";
import { db } from "./entities";
import { publishUserChanged } from "./events";
import { optimistically, requireUser, sameRevision, writtenUnlessConditionFailed } from "./store";
import { toUserView } from "./views";

/** A published picture: its public URL and the upload it was made from. */
export interface UserImage {
  url: string;
  fileId: string;
}

const fields = {
  avatar: { url: "avatar", fileId: "avatarFileId" },
  cover: { url: "cover", fileId: "coverFileId" },
} as const;

/**
 * Sets (or with null, clears) a profile's avatar or cover, conditioned on the revision read, and
 * answers the picture it replaced so the caller can delete it. The caller (core/profileImages)
 * has checked who may and what the picture is. Publishes `user.changed`, so the directory, search
 * and feeds pick up the new face.
 */
export async function setUserImage(
  clientId: string,
  userId: string,
  kind: ProfileImageKind,
  image: UserImage | null,
): Promise<{ view: UserView; replaced: Partial<UserImage> }> {
  const names = fields[kind];
  const result = await optimistically(async (retry) => {
    const user = await requireUser(clientId, userId);
    const replaced: Partial<UserImage> = {};
    if (user[names.url]) replaced.url = user[names.url];
    if (user[names.fileId]) replaced.fileId = user[names.fileId];
    const now = new Date().toISOString();
    const patch = db().entities.user.patch({ clientId, userId });
    const change = image
      ? patch.set({ [names.url]: image.url, [names.fileId]: image.fileId, updatedAt: now })
      : patch.set({ updatedAt: now }).remove([names.url, names.fileId]);
    const written = await change
      .add({ revision: 1 })
      .where(sameRevision(user.revision))
      .go()
      .then(...writtenUnlessConditionFailed);
    if (!written) return retry;
    const next = { ...user, revision: (user.revision ?? 0) + 1, updatedAt: now };
    if (image) Object.assign(next, { [names.url]: image.url, [names.fileId]: image.fileId });
    else {
      delete next[names.url];
      delete next[names.fileId];
    }
    return { view: toUserView(next), replaced };
  });
  await publishUserChanged(clientId, [userId]);
  return result;
}
