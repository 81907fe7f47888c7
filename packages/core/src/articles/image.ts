import type { Actor } from "@intranet/contracts";
import type { ArticleImageView } from "@intranet/contracts/articles";
import { publishUploadedImage } from "../files";
import { requireTenant } from "../platform";

/**
 * POST /api/article/image: an uploaded picture (module articles, this company) copied to the public
 * media bucket, for use in an article's text (`<img src>` carries no token): `{ url }`. Anything
 * but a picture is `articles.not_media`.
 */
export async function publishArticleImage(actor: Actor, fileId: string): Promise<ArticleImageView> {
  const clientId = requireTenant(actor);
  const url = await publishUploadedImage(clientId, fileId, {
    module: "articles",
    notFound: "articles.file_not_found",
    notMedia: "articles.not_media",
  });
  return { url };
}
