import type { Actor } from "@intranet/contracts";
import type { ArticleImageView } from "@intranet/contracts/articles";
import { fileContent, findFiles, publishMedia } from "../files";
import { AppError, requireTenant } from "../platform";

/** Pictures a browser shows inline (no SVG: it may carry scripts). */
const MEDIA_TYPES: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/**
 * POST /api/article/image: an uploaded picture (module articles, this company) copied to the public
 * media bucket, for use in an article's text (`<img src>` carries no token): `{ url }`. Anything
 * but a picture is `articles.not_media`.
 */
export async function publishArticleImage(actor: Actor, fileId: string): Promise<ArticleImageView> {
  const clientId = requireTenant(actor);
  const file = (await findFiles(clientId, [fileId])).get(fileId);
  if (!file || file.module !== "articles") throw new AppError("articles.file_not_found");
  const extension = MEDIA_TYPES[file.contentType];
  if (!extension) throw new AppError("articles.not_media");
  const bytes = await fileContent(clientId, file);
  if (!bytes) throw new AppError("articles.file_not_found");
  const url = await publishMedia(clientId, {
    name: `articles/${file.fileId}.${extension}`,
    body: bytes,
    contentType: file.contentType,
  });
  return { url };
}
