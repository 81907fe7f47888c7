import type { UserView } from "@intranet/contracts";
import { filesRoutes } from "@intranet/contracts/files";
import { hrImportRoutes } from "@intranet/contracts/hrImport";
import { profileImagesRoutes } from "@intranet/contracts/profileImages";
import { usersRoutes as routes, type ProfileImageKind, type UpdateUserBody } from "@intranet/contracts/users";
import { callRoute } from "../../api/client";

/** TanStack Query keys of the profile; everything under `profile`. */
export const profileKeys = {
  all: ["profile"] as const,
  user: (id: string) => ["profile", id] as const,
  followers: (id: string) => ["profile", "followers", id] as const,
  hrFiles: (id: string) => ["profile", "hrFiles", id] as const,
  hrData: (id: string) => ["profile", "hrData", id] as const,
};

/** A followers page's size. */
export const followersPageSize = 20;
/** An HR files page's size. */
export const hrFilesPageSize = 50;

/** The calls show their failures in place (a form, a tab): no error dialog. */
const quiet = { no_show: true } as const;

/** The profile's calls (rules-calls-errors-spec §7 Users), from the contracts' route declarations. */
export const profileApi = {
  /** The person shown; a 404 leads to the not-found page, other failures are shown in place. */
  user: (id: string) => callRoute(routes.get, { params: { id } }, { navigation: true, no_show: true }),
  /** The person read again after a change made elsewhere (the HR reset). */
  reload: (id: string) => callRoute(routes.get, { params: { id } }, quiet),
  follow: (id: string) => callRoute(routes.follow, { body: { user_id: id } }),
  unfollow: (id: string) => callRoute(routes.unfollow, { body: { user_id: id } }),
  /** Pins the person to the top of the address book, or unpins them (admins). */
  togglePin: (id: string) => callRoute(routes.pin, { params: { id } }),
  followers: (id: string, cursor: string | null) =>
    callRoute(
      routes.followers,
      { params: { id }, query: { limit: followersPageSize, ...(cursor ? { cursor } : {}) } },
      quiet,
    ),
  /** Some profile fields (the extra tab, the social links); the form shows a refusal itself. */
  update: (id: string, body: UpdateUserBody): Promise<UserView> =>
    callRoute(routes.update, { params: { id }, body }, quiet),
  /** Sets the avatar or the cover from a confirmed upload (module "profile"). */
  setImage: (id: string, kind: ProfileImageKind, fileId: string) =>
    callRoute(profileImagesRoutes.setImage, { params: { id, kind }, body: { fileId } }, quiet),
  removeImage: (id: string, kind: ProfileImageKind) =>
    callRoute(profileImagesRoutes.removeImage, { params: { id, kind } }, quiet),
  /** The person's HR documents, newest first. */
  hrFiles: (id: string, cursor: string | null) =>
    callRoute(
      filesRoutes.userFiles,
      { params: { id }, query: { module: "hr", limit: hrFilesPageSize, ...(cursor ? { cursor } : {}) } },
      quiet,
    ),
  deleteHrFile: (id: string, fileId: string) =>
    callRoute(filesRoutes.deleteUserFile, { params: { id, fileId } }, quiet),
  /** A presigned download link of a file. */
  fileUrl: (fileId: string) => callRoute(filesRoutes.downloadUrl, { params: { fileId } }, quiet),
  hrData: (id: string) => callRoute(hrImportRoutes.hrData, { params: { id } }, quiet),
  /** Puts the person's imported profile fields back to their last HR import (admins). */
  resetToHrm: (id: string) => callRoute(hrImportRoutes.resetToHrm, { body: { user_id: id } }, quiet),
};
