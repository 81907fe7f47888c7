import type { UserView } from "@intranet/contracts";
import type { ProfileImageKind } from "@intranet/contracts/users";
import { useState } from "react";
import { uploadFile } from "../../api/files";
import { profileApi } from "./api";
import { prepareProfileImage } from "./prepareImage";
import { useStoreUser } from "./useStoreUser";

/** Where a picture change is: drawing it, sending it (share sent so far), or saving/removing it. */
export type ImageWork = { step: "preparing" } | { step: "uploading"; progress: number } | { step: "saving" };

export interface ProfileImage {
  kind: ProfileImageKind;
  /** The current picture, if any. */
  url: string | undefined;
  work: ImageWork | null;
  /** The last change's failure (a picture refused here, or the API's answer), until the next try or a dismiss. */
  error: unknown;
  choose: (file: File) => Promise<void>;
  remove: () => Promise<void>;
  dismiss: () => void;
}

/**
 * Changing a profile's avatar or cover: the chosen picture drawn to the kind's size
 * (`prepareProfileImage`), uploaded with the presigned flow (module "profile", owned by the
 * person), then set (PUT /api/user/{id}/image/{kind}); or removed (DELETE). The answer's person
 * goes on the page and, on one's own profile, in the header.
 */
export function useProfileImage(user: UserView, kind: ProfileImageKind): ProfileImage {
  const store = useStoreUser();
  const [work, setWork] = useState<ImageWork | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async (change: () => Promise<UserView>) => {
    setError(null);
    try {
      store(await change());
    } catch (failure) {
      setError(failure);
    } finally {
      setWork(null);
    }
  };

  const choose = (file: File) =>
    run(async () => {
      setWork({ step: "preparing" });
      const picture = await prepareProfileImage(file, kind);
      setWork({ step: "uploading", progress: 0 });
      const stored = await uploadFile(picture, "profile", {
        owner: { type: "user", id: user._id },
        no_show: true,
        onProgress: (progress) => setWork({ step: "uploading", progress }),
      });
      setWork({ step: "saving" });
      return profileApi.setImage(user._id, kind, stored._id);
    });

  const remove = () =>
    run(() => {
      setWork({ step: "saving" });
      return profileApi.removeImage(user._id, kind);
    });

  return { kind, url: user[kind], work, error, choose, remove, dismiss: () => setError(null) };
}
