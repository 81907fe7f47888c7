/** The files module's door: what other modules and packages may use. */
export { attachedFileProperties } from "./attached";
export { confirmUpload } from "./confirm-upload";
export { deleteFile, deleteFiles, deleteTenantFiles, deleteUserFile, discardFile } from "./delete";
export { filesEntities } from "./entities";
export { type FileRecord } from "./file.entity";
export { findFile, findFiles } from "./find";
export { type OwnUpload, requireOwnUploads } from "./own-uploads";
export { fileContent, fileDownloadUrl, listUserFiles, moduleFileDownloadUrl } from "./read";
export { type FileOwnerCheck, registerFileOwnerCheck } from "./owners";
export { requestUpload } from "./request-upload";
export {
  type SweepResult,
  SWEEP_LOOKBACK_HOURS,
  SWEEP_MARGIN_SECONDS,
  deadlineHour,
  sweepMarker,
  sweepUnconfirmedUploads,
} from "./sweep";
export { generatedFileUrl, generatedKey, storeGeneratedFile } from "./generated";
export { keptFileUrl, keptKey, removeKeptFiles, storeKeptFile } from "./kept";
export { mediaKeyOf, publishMedia, unpublishMedia } from "./media";
export { publishUploadedImage } from "./published-upload";
