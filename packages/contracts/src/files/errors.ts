import type { ErrorStatuses } from "../error-map";

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
