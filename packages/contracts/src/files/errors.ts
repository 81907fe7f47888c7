/** Files: this module's entries of the error catalogue (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const filesErrors = {
  "files.upload_error": { status: 500, message: "Upload error" },
  "files.download_error": { status: 500, message: "Download error" },
  "files.save_error": { status: 500, message: "File save error" },
  "files.delete_error": { status: 500, message: "Error on deleting file" },
  "files.bulk_delete_error": { status: 500, message: "Error on deleting files from db" },
  "files.too_big": { status: 413, message: "File size too big" },
  "files.attachment_too_big": { status: 413, message: "Files above {size} cannot be attached" },
  "files.not_found": { status: 404, message: "File not found or deleted" },
  "files.storage_limit": { status: 413, message: "Storage limit reached ({size}), available {available}" },
  "files.wrong_image_size": { status: 400, message: "Wrong image size" },
} as const satisfies Record<string, { status: number; message: string }>;
