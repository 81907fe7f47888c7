import { registerEntities } from "../db";
import { FileEntity } from "./file.entity";
import { PendingUploadEntity } from "./pending-upload.entity";
import { UploadSweepEntity } from "./upload-sweep.entity";

/** The files module's entities under their (global, stable) service keys; its door exports the map. */
export const filesEntities = {
  file: FileEntity,
  fileUpload: PendingUploadEntity,
  uploadSweep: UploadSweepEntity,
};

export type FilesEntities = typeof filesEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends FilesEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(filesEntities);
