/** File records, uploads and downloads (DESIGN §7). */
import * as z from "zod/mini";
import { limits } from "../limits";
import { idSchema } from "../validation";
import { moduleFileKinds } from "../generated/file-kinds";
import type { FileKind } from "./file-kinds";

/**
 * The module a file belongs to; it fixes the size limit and the key prefix. Each module declares its
 * own in `<m>/file-kinds.ts` with who may read them (file-kinds.ts).
 */
export type FileModule = keyof typeof moduleFileKinds;
export const fileModules = Object.keys(moduleFileKinds) as [FileModule, ...FileModule[]];
export const fileModuleSchema = z.enum(fileModules);

/** The rules of a file module (what its owner declared). */
export const fileKindOf = (module: FileModule): FileKind => moduleFileKinds[module];

/**
 * What a file is attached to. Only a `user` owner grants rights here (their files list, their HR
 * documents); other owners are references the owning module checks when it attaches the file.
 */
export const fileOwnerTypes = ["user", "post", "article", "group"] as const;
export const fileOwnerSchema = z.object({ type: z.enum(fileOwnerTypes), id: idSchema });
export type FileOwner = z.infer<typeof fileOwnerSchema>;

/** Largest object a module accepts (spec §9): post attachments 20 MB, everything else 250 MB. */
export function maxUploadBytes(module: FileModule): number {
  return fileKindOf(module).maxBytes ?? limits.uploadMaxBytes;
}

/** File ids are ULIDs (Crockford base 32); lower case is accepted and normalised. */
export const fileIdSchema = z.pipe(
  z.string().check(z.trim(), z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/i, "common.validation")),
  z.transform((id) => id.toUpperCase()),
);

/** A MIME type with optional parameters, e.g. `text/plain; charset=utf-8`. */
const token = "[a-z0-9!#$&^_.+-]+";
export const contentTypeSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(200),
    z.regex(new RegExp(`^${token}/${token}(\\s*;\\s*${token}=(${token}|"[^"\\p{C}]*"))*$`, "u"), "common.validation"),
  );

/** POST /api/upload: ask for a presigned POST. The declared size is checked now and again after upload. */
export const uploadRequestSchema = z.object({
  module: fileModuleSchema,
  name: z.string().check(z.trim(), z.minLength(1, "common.empty_fields"), z.maxLength(255)),
  contentType: contentTypeSchema,
  size: z.number().check(z.int(), z.gte(1, "common.empty_fields"), z.lte(Number.MAX_SAFE_INTEGER)),
  owner: z.optional(fileOwnerSchema),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** POST /api/upload/confirm. */
export const confirmUploadSchema = z.object({ fileId: fileIdSchema });

/** GET /api/files/{fileId}/url. */
export const fileParamsSchema = z.object({ fileId: fileIdSchema });

/** POST /api/del_file. */
export const deleteFileSchema = z.object({ fileId: fileIdSchema });

/** POST /api/del_minio_files: each id is deleted or reported on its own. */
export const deleteFilesSchema = z.object({
  fileIds: z.pipe(
    z.array(fileIdSchema).check(z.minLength(1, "common.empty_fields"), z.maxLength(100)),
    z.transform((ids) => [...new Set(ids)]),
  ),
});

/** DELETE /api/user/{id}/file/{fileId}. */
export const userFileParamsSchema = z.object({ id: idSchema, fileId: fileIdSchema });

/** GET /api/user/{id}/files: a user's files, newest first within a module. */
export const userFilesParamsSchema = z.object({ id: idSchema });
export const userFilesQuerySchema = z.object({
  module: z.optional(fileModuleSchema),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});

/** Sizes for people (1024-based, as file managers show them): 0 B, 512 KB, 20 MB, 1.5 GB. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  const shown = (value: number, unit: number) => (unit === 0 ? Math.floor(value) : Math.round(value * 10) / 10);
  let value = Math.max(0, bytes);
  let unit = 0;
  // Compare the rounded figure, so 1023.96 KB reads "1 MB", not "1024 KB".
  while (shown(value, unit) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${shown(value, unit)} ${units[unit]}`;
}
