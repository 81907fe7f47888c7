import type { FileModule, FileOwner } from "./schemas";

/** The answer shapes (views) of the files module: what its routes answer and its events carry. */

/** The browser posts `fields` then the file (form field `file`, last) to `url`, then confirms `fileId`. */
export interface UploadTicket {
  fileId: string;
  url: string;
  fields: Record<string, string>;
  key: string;
  maxBytes: number;
  /** ISO time after which S3 refuses the POST. */
  expiresAt: string;
}

export interface FileView {
  _id: string;
  name: string;
  contentType: string;
  /** Bytes, as stored (HeadObject), not as declared. */
  size: number;
  module: FileModule;
  key: string;
  owner: FileOwner;
  uploadedBy: string;
  createdAt: string;
  /** A presigned GET, when the answer includes one. */
  url?: string;
}

export interface DownloadUrl {
  url: string;
  expiresAt: string;
}

export interface FileDeleted {
  fileId: string;
  deleted: true;
}

export interface FilesDeleted {
  deleted: string[];
  failed: Array<{ fileId: string; code: string; message: string }>;
}

export interface FilePage {
  items: FileView[];
  cursor: string | null;
}
