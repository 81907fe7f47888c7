import { hasRole, type Actor, type DesignImageKind, type DesignImageView } from "@intranet/contracts";
import { designImageMaxBytes, fitsDesignImage } from "@intranet/contracts/clients";
import { AppError } from "../platform";
import { discardFile, findFile, fileContent, publishMedia } from "../files";
import { readImage } from "./image-format";

/**
 * POST /api/clients/{id}/design/{kind} (superadmin): the superadmin's own confirmed upload (module
 * "common", made in that company) becomes a public picture of the company's design. The bytes are
 * read and measured here, whatever the browser checked: the header must be 160 px high and at least
 * 1000 px wide (`clients.header_image_size`), the logo and the side panel a PNG, JPEG or WebP picture
 * of a sane size (`files.wrong_image_size`). The copy goes to the media bucket under
 * `design/<kind>-<file id>` (a URL that never expires, unlike a download link) and the upload is
 * dropped either way, so it counts in no quota. Nothing of the design changes until it is saved
 * with this URL (PUT /api/clients/{id}).
 */
export async function publishDesignImage(
  actor: Actor,
  clientId: string,
  kind: DesignImageKind,
  fileId: string,
): Promise<DesignImageView> {
  if (!hasRole(actor, "superadmin")) throw new AppError("common.no_access");
  const file = await findFile(clientId, fileId);
  if (file.module !== "common" || file.uploadedBy !== actor.userId) throw new AppError("files.not_found");
  try {
    if (file.size > designImageMaxBytes) throw new AppError("files.wrong_image_size");
    const bytes = await fileContent(clientId, file);
    if (!bytes) throw new AppError("files.not_found");
    const image = readImage(bytes);
    if (!image || !fitsDesignImage(kind, image)) {
      const size = image ? { width: image.width, height: image.height } : {};
      const wrongHeader = kind === "header" && image && image.format !== "other";
      throw new AppError(wrongHeader ? "clients.header_image_size" : "files.wrong_image_size", {}, size);
    }
    const url = await publishMedia(clientId, {
      name: `design/${kind}-${file.fileId}.${image.format}`,
      body: bytes,
      contentType: image.contentType,
    });
    return { url, width: image.width, height: image.height };
  } finally {
    await discardFile(clientId, file.fileId);
  }
}
