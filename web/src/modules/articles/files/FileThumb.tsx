import { Spinner } from "@blueprintjs/core";
import { filesRoutes } from "@intranet/contracts/files";
import { useQuery } from "@tanstack/react-query";
import { callRoute } from "../../../api/client";

/** A presigned link lives for minutes: reuse it a while, fetch a fresh one after. */
const LINK_FRESH_MS = 4 * 60_000;

/** A file's presigned download link (GET /api/files/{id}/url), shared by thumbnails and downloads. */
export const fileUrlQuery = (fileId: string) => ({
  queryKey: ["articles", "fileUrl", fileId] as const,
  queryFn: () => callRoute(filesRoutes.downloadUrl, { params: { fileId } }, { no_show: true }),
  staleTime: LINK_FRESH_MS,
});

/** An image file's thumbnail (lazy-loaded by the browser). */
export function FileThumb({ fileId, name }: { fileId: string; name: string }) {
  const link = useQuery(fileUrlQuery(fileId));
  if (!link.data) return <span className="articles-file-thumb">{link.isPending ? <Spinner size={16} /> : null}</span>;
  return <img className="articles-file-thumb" src={link.data.url} alt={name} loading="lazy" />;
}
