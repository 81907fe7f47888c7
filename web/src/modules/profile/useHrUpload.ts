import type { UserView } from "@intranet/contracts";
import { maxUploadBytes } from "@intranet/contracts/files";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../api/errors";
import { uploadFile } from "../../api/files";
import { profileKeys } from "./api";

/** A document on its way: its name and the share sent so far. */
export interface HrUploadProgress {
  name: string;
  progress: number;
}

/**
 * Uploading one HR document for a person (admins and HR officers): module "hr", owned by the
 * person, through the presigned flow; too large a file is refused before anything is sent. The
 * person's HR files list is read again after it.
 */
export function useHrUpload(user: UserView, onUploaded: (name: string) => void) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<HrUploadProgress | null>(null);
  const [failure, setFailure] = useState<{ name: string; error: unknown } | null>(null);
  const upload = async (file: File) => {
    setFailure(null);
    setUploading({ name: file.name, progress: 0 });
    try {
      if (file.size > maxUploadBytes("hr")) throw new ApiError("http", 413, "files.too_big", "File size too big");
      await uploadFile(file, "hr", {
        owner: { type: "user", id: user._id },
        no_show: true,
        onProgress: (progress) => setUploading({ name: file.name, progress }),
      });
      await queryClient.invalidateQueries({ queryKey: profileKeys.hrFiles(user._id) });
      onUploaded(file.name);
    } catch (error) {
      setFailure({ name: file.name, error });
    } finally {
      setUploading(null);
    }
  };
  return { uploading, failure, upload, dismiss: () => setFailure(null) };
}
