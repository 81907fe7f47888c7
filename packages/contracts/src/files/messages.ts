import type { ErrorMessages } from "../error-map";
import type { filesErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const filesErrorMessages: ErrorMessages<typeof filesErrors> = {
  "files.upload_error": "Upload error",
  "files.download_error": "Download error",
  "files.save_error": "File save error",
  "files.delete_error": "Error on deleting file",
  "files.bulk_delete_error": "Error on deleting files from db",
  "files.too_big": "File size too big",
  "files.attachment_too_big": "Files above {size} cannot be attached",
  "files.not_found": "File not found or deleted",
  "files.storage_limit": "Storage limit reached ({size}), available {available}",
  "files.wrong_image_size": "Wrong image size",
};
