import type { ErrorMessages, ErrorStatuses } from "../error-map";

/** Files: this module's error codes and their HTTP statuses (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const filesErrors = {
  "files.upload_error": 500,
  "files.download_error": 500,
  "files.save_error": 500,
  "files.delete_error": 500,
  "files.bulk_delete_error": 500,
  "files.too_big": 413,
  "files.attachment_too_big": 413,
  "files.not_found": 404,
  "files.storage_limit": 413,
  "files.wrong_image_size": 400,
} as const satisfies ErrorStatuses;

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
