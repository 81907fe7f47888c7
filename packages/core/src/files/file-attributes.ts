import { fileModules, fileOwnerTypes } from "@intranet/contracts";

/** What a file is, whether still an upload in progress (pending-upload) or stored (file): both entities share it. */
export const fileAttributes = {
  clientId: { type: "string", required: true },
  fileId: { type: "string", required: true },
  key: { type: "string", required: true },
  name: { type: "string", required: true },
  contentType: { type: "string", required: true },
  module: { type: fileModules, required: true },
  ownerType: { type: fileOwnerTypes, required: true },
  ownerId: { type: "string", required: true },
  uploadedBy: { type: "string", required: true },
  createdAt: { type: "string", required: true },
} as const;
