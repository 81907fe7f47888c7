import type { FileModule } from "@intranet/contracts";
import { AppError } from "../platform";

/**
 * Object keys are `<clientId>/<module>/<fileId>/<name>` (DESIGN §7): the tenant prefix comes first
 * so a bucket policy, a lifecycle rule or a purge can address one tenant, and presigning checks it.
 */
export function objectKey(clientId: string, module: FileModule, fileId: string, name: string): string {
  return `${clientId}/${module}/${fileId}/${name}`;
}

/** Refuses to touch a key outside the tenant's prefix, whatever a record or a caller says. */
export function assertTenantKey(clientId: string, key: string): void {
  if (!clientId || !key.startsWith(`${clientId}/`) || key.includes("/../")) throw new AppError("files.not_found");
}

const MAX_NAME_LENGTH = 120;

/**
 * A file name safe as the last key segment and in a Content-Disposition header: no path
 * separators, control characters or characters S3 advises against; letters of any script stay.
 * Long names keep their extension.
 */
export function sanitiseFileName(raw: string): string {
  const cleaned = raw
    .normalize("NFC")
    .replace(/[\p{C}/\\<>:"|?*#%{}^~`[\]]/gu, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "");
  if (!cleaned) return "file";
  const chars = [...cleaned];
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 ? [...cleaned.slice(dot)].slice(0, 16).join("") : "";
  return (
    chars
      .slice(0, MAX_NAME_LENGTH - extension.length)
      .join("")
      .trimEnd() + extension
  );
}
