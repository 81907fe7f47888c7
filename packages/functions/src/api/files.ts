import {
  confirmUpload,
  deleteFile,
  deleteFiles,
  deleteUserFile,
  fileDownloadUrl,
  listUserFiles,
  registerFileOwnerCheck,
  requestUpload,
} from "@intranet/core/files";
import { postFileOwnerCheck } from "@intranet/core/posts";
import { groupFileOwnerCheck } from "@intranet/core/groups";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";
import { filesRoutes } from "@intranet/contracts/files";

// Files may belong to a post or a group (its pictures); those modules sit above files, so their
// owner checks are wired here (files/owners.ts).
registerFileOwnerCheck("post", postFileOwnerCheck);
registerFileOwnerCheck("group", groupFileOwnerCheck);

export const handler = areaHandler(filesRoutes, {
  upload: async ({ actor, body }) => reply(201, await requestUpload(actor, body)),
  confirm: ({ actor, body }) => confirmUpload(actor, body.fileId),
  downloadUrl: ({ actor, params }) => fileDownloadUrl(actor, params.fileId),
  deleteFile: ({ actor, body }) => deleteFile(actor, body.fileId),
  deleteFiles: ({ actor, body }) => deleteFiles(actor, body.fileIds),
  deleteUserFile: ({ actor, params }) => deleteUserFile(actor, params.id, params.fileId),
  userFiles: ({ actor, params, query }) => listUserFiles(actor, params.id, query),
});
