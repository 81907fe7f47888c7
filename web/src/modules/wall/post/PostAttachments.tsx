import { Icon } from "@blueprintjs/core";
import type { PostAttachmentView } from "@intranet/contracts";
import { formatBytes } from "@intranet/contracts/files";
import { useQuery } from "@tanstack/react-query";
import { postsApi } from "../api";
import { wallKeys } from "../keys";
import { useWallTranslation } from "../i18n";

/** Presigned links live 15 minutes: ask again well before. */
const URL_FRESH_MS = 10 * 60 * 1000;

function useFileUrl(fileId: string) {
  return useQuery({
    queryKey: wallKeys.fileUrl(fileId),
    queryFn: () => postsApi.fileUrl(fileId),
    staleTime: URL_FRESH_MS,
    gcTime: URL_FRESH_MS,
    select: (answer) => answer.url,
  });
}

const isImage = (file: PostAttachmentView) => file.contentType.startsWith("image/");

function InlineImage({ file }: { file: PostAttachmentView }) {
  const url = useFileUrl(file._id);
  if (!url.data) return <div className="wall-image wall-image-loading" aria-label={file.name} />;
  return (
    <a className="wall-image" href={url.data} target="_blank" rel="noopener noreferrer">
      <img src={url.data} alt={file.name} loading="lazy" />
    </a>
  );
}

function FileLink({ file }: { file: PostAttachmentView }) {
  const { t } = useWallTranslation();
  const url = useFileUrl(file._id);
  return (
    <a
      className="wall-file"
      href={url.data}
      target="_blank"
      rel="noopener noreferrer"
      download={file.name}
      aria-label={t("post.download", { name: file.name })}
      aria-disabled={!url.data || undefined}
    >
      <Icon icon="document" />
      <span className="wall-file-name">{file.name}</span>
      <span className="cabinet-muted">{formatBytes(file.size)}</span>
    </a>
  );
}

/** A post's files: pictures inline (presigned links from GET /api/files/{fileId}/url), others as downloads. */
export function PostAttachments({ files }: { files: PostAttachmentView[] }) {
  if (!files.length) return null;
  const images = files.filter(isImage);
  const others = files.filter((file) => !isImage(file));
  return (
    <div className="wall-attachments">
      {images.length ? (
        <div className={`wall-images wall-images-${Math.min(images.length, 3)}`}>
          {images.map((file) => (
            <InlineImage key={file._id} file={file} />
          ))}
        </div>
      ) : null}
      {others.map((file) => (
        <FileLink key={file._id} file={file} />
      ))}
    </div>
  );
}
