import type { FileOwner } from "@intranet/contracts";
import type { ProfileImageKind } from "@intranet/contracts/users";
import { useState } from "react";
import { uploadFile } from "../../api/files";
import { prepareProfileImage } from "./prepareImage";

/** Where a picture change is: drawing it, sending it (share sent so far), or saving/removing it. */
export type ImageWork = { step: "preparing" } | { step: "uploading"; progress: number } | { step: "saving" };

export interface PictureChange {
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
 * Changing an avatar or a cover, of a person or a group: the chosen picture drawn to the kind's
 * size (`prepareProfileImage`), uploaded with the presigned flow (module "profile", filed under
 * `owner`), then `save`d by its file id; or `remove`d. What the API answers goes to `onSaved`.
 */
export function usePictureChange<T>(options: {
  kind: ProfileImageKind;
  url: string | undefined;
  owner: FileOwner;
  save: (fileId: string) => Promise<T>;
  remove: () => Promise<T>;
  onSaved: (answer: T) => void;
}): PictureChange {
  const { kind, owner, save, remove, onSaved } = options;
  const [work, setWork] = useState<ImageWork | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async (change: () => Promise<T>) => {
    setError(null);
    try {
      onSaved(await change());
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
        owner,
        no_show: true,
        onProgress: (progress) => setWork({ step: "uploading", progress }),
      });
      setWork({ step: "saving" });
      return save(stored._id);
    });

  return {
    kind,
    url: options.url,
    work,
    error,
    choose,
    remove: () =>
      run(() => {
        setWork({ step: "saving" });
        return remove();
      }),
    dismiss: () => setError(null),
  };
}
