import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { ExportView } from "@intranet/contracts/exports";
import { generatedFileUrl } from "../files";
import { AppError, requireTenant } from "../platform";
import { db } from "./entities";
import { contentTypeOf, exportView } from "./views";

/** GET /api/export/{id}: for the person who started it and the company's admins; a download URL once done. */
export async function exportStatus(actor: Actor, exportId: string): Promise<ExportView> {
  const clientId = requireTenant(actor);
  const { data } = await db().entities.export.get({ clientId, exportId }).go({ consistent: true });
  if (!data || (data.userId !== actor.userId && !isAdminOrAbove(actor))) throw new AppError("exports.not_found");
  if (data.status !== "done" || !data.key) return exportView(data);
  const { url } = await generatedFileUrl(clientId, {
    key: data.key,
    name: data.fileName,
    contentType: contentTypeOf(data.fileName),
  });
  return exportView(data, url);
}
