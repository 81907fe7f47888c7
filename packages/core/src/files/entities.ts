import { FileEntity } from "./file.entity";
import { PendingUploadEntity } from "./pending-upload.entity";

/**
 * The files module's entities under their service keys, registered in `src/entities.ts`.
 * This file imports entity definitions only (no services, no db), so the registry stays a leaf.
 */
export const filesEntities = {
  file: FileEntity,
  fileUpload: PendingUploadEntity,
};
