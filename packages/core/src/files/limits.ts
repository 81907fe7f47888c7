import { formatBytes, maxUploadBytes, type FileModule } from "@intranet/contracts";
import { AppError } from "../platform";

/** The module's size refusal: post attachments name their limit, other uploads say "too big". */
export function tooBigError(module: FileModule, size: number): AppError {
  const maxBytes = maxUploadBytes(module);
  return module === "posts"
    ? new AppError("files.attachment_too_big", { size: formatBytes(maxBytes) }, { size, maxBytes })
    : new AppError("files.too_big", {}, { size, maxBytes });
}
