import type { UserView } from "@intranet/contracts";
import type { ProfileImageKind } from "@intranet/contracts/users";
import { profileApi } from "./api";
import { usePictureChange, type PictureChange } from "./usePictureChange";
import { useStoreUser } from "./useStoreUser";

export type { ImageWork } from "./usePictureChange";
export type ProfileImage = PictureChange;

/**
 * A profile's avatar or cover (PUT/DELETE /api/user/{id}/image/{kind}); the answer's person goes on
 * the page and, on one's own profile, in the header.
 */
export function useProfileImage(user: UserView, kind: ProfileImageKind): ProfileImage {
  const store = useStoreUser();
  return usePictureChange({
    kind,
    url: user[kind],
    owner: { type: "user", id: user._id },
    save: (fileId) => profileApi.setImage(user._id, kind, fileId),
    remove: () => profileApi.removeImage(user._id, kind),
    onSaved: store,
  });
}
