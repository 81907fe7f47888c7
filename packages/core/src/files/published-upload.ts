import type { ErrorCode, FileModule } from "@intranet/contracts";
import { AppError } from "../platform";
import { findFiles } from "./find";
import { publishMedia } from "./media";
import { fileContent } from "./read";

/** Pictures a browser shows inline (no SVG: it may carry scripts), with the extension they are published under. */
const MEDIA_TYPES: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/**
 * An uploaded picture of a module (this company's file of that module kind) copied to the public
 * media bucket as `<module>/<fileId>.<ext>` for use in `<img src>` (which carries no token): its
 * public url. The knowledge base's and the courses' pictures (POST /api/article/image, POST
 * /api/courses/image). A file of another company or kind, or gone, is the caller's `notFound`;
 * anything but a picture its `notMedia`.
 */
export async function publishUploadedImage(
  clientId: string,
  fileId: string,
  rules: { module: FileModule; notFound: ErrorCode; notMedia: ErrorCode },
): Promise<string> {
  const file = (await findFiles(clientId, [fileId])).get(fileId);
  if (!file || file.module !== rules.module) throw new AppError(rules.notFound);
  const extension = MEDIA_TYPES[file.contentType];
  if (!extension) throw new AppError(rules.notMedia);
  const bytes = await fileContent(clientId, file);
  if (!bytes) throw new AppError(rules.notFound);
  return publishMedia(clientId, {
    name: `${rules.module}/${file.fileId}.${extension}`,
    body: bytes,
    contentType: file.contentType,
  });
}
