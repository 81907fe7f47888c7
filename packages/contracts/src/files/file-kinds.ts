/**
 * What a module says of the files it keeps (its `<m>/file-kinds.ts`, `…FileKinds`, gathered by
 * `npm run gen`): the file module key (it fixes the key prefix and the size limit) and who may read
 * such a file through the files API. The files module applies these rules and names no module.
 */
export interface FileKind {
  /**
   * Who downloads it through the files API: the whole tenant (`tenant`, the default; the owning
   * module decides where it shows), its uploader alone (`uploader`: the owning module hands it to
   * others after its own check), or its uploader, the user it is filed under and admins (`private`).
   */
  read?: "tenant" | "uploader" | "private";
  /** HR officers act on it as admins do (HR documents): read, delete, file it under someone. */
  hrOfficers?: boolean;
  /** It always belongs to a user (an upload names no other owner). */
  userOwned?: boolean;
  /** Largest object in bytes, when below the platform's limit. */
  maxBytes?: number;
}

export type FileKinds = Readonly<Record<string, FileKind>>;

/** The platform's own: files no module owns. */
export const filesFileKinds = { common: {} } as const satisfies FileKinds;
