import {
  confirmUploadSchema,
  deleteFileSchema,
  deleteFilesSchema,
  fileParamsSchema,
  uploadRequestSchema,
  userFileParamsSchema,
  userFilesParamsSchema,
  userFilesQuerySchema,
} from "./schemas";
import { answer, defineRoutes } from "../route";
import type { DownloadUrl, FileDeleted, FilePage, FileView, FilesDeleted, UploadTicket } from "./views";

/**
 * Files (DESIGN §7). Bodies never pass through Lambda: the browser uploads to S3 with the presigned
 * POST from /api/upload, then confirms; downloads are presigned GETs. Paths not named by the spec:
 * /api/upload/confirm, /api/files/{fileId}/url, /api/user/{id}/files.
 */
export const filesRoutes = defineRoutes("files", {
  upload: {
    method: "POST",
    path: "/api/upload",
    access: "user",
    summary: "A presigned POST for a new file under the tenant's prefix",
    answer: answer<UploadTicket>(),
    body: uploadRequestSchema,
  },
  confirm: {
    method: "POST",
    path: "/api/upload/confirm",
    access: "user",
    summary: "Checks the uploaded object's real size and the quota, and records the file",
    answer: answer<FileView>(),
    body: confirmUploadSchema,
  },
  downloadUrl: {
    method: "GET",
    path: "/api/files/{fileId}/url",
    access: "user",
    summary: "A presigned GET for a file of the tenant",
    answer: answer<DownloadUrl>(),
    params: fileParamsSchema,
  },
  deleteFile: {
    method: "POST",
    path: "/api/del_file",
    access: "user",
    summary: "Deletes a file (its uploader or an admin)",
    answer: answer<FileDeleted>(),
    body: deleteFileSchema,
  },
  deleteFiles: {
    method: "POST",
    path: "/api/del_minio_files",
    access: "admin",
    summary: "Deletes several files, reporting each id",
    answer: answer<FilesDeleted>(),
    body: deleteFilesSchema,
  },
  deleteUserFile: {
    method: "DELETE",
    path: "/api/user/{id}/file/{fileId}",
    access: "user",
    summary: "Deletes a file owned by the user (that user or an admin)",
    answer: answer<FileDeleted>(),
    params: userFileParamsSchema,
  },
  userFiles: {
    method: "GET",
    path: "/api/user/{id}/files",
    access: "user",
    summary: "The files a user owns, e.g. HR documents (that user or an admin)",
    answer: answer<FilePage>(),
    params: userFilesParamsSchema,
    query: userFilesQuerySchema,
  },
});
