import { Button } from "@blueprintjs/core";
import type { ChatFileView } from "@intranet/contracts/chat";
import { formatBytes } from "@intranet/contracts/files";
import { useQuery } from "@tanstack/react-query";
import { showToast } from "../../../ui/toast";
import { chatApi, chatKeys } from "../api";
import { useChatTranslation } from "../i18n";

/** A link's lifetime is the server's; ask again well before it ends. */
const LINK_FRESH_MS = 5 * 60_000;

/** A message's files: images previewed (a click opens the full picture), others as a chip with the size. */
export function MessageFiles({ roomId, files }: { roomId: string; files: ChatFileView[] }) {
  if (!files.length) return null;
  return (
    <div className="chat-files">
      {files.map((file) =>
        file.image ? (
          <ImagePreview key={file.fileId} roomId={roomId} file={file} />
        ) : (
          <FileChip key={file.fileId} roomId={roomId} file={file} />
        ),
      )}
    </div>
  );
}

function ImagePreview({ roomId, file }: { roomId: string; file: ChatFileView }) {
  const { t } = useChatTranslation();
  const link = useQuery({
    queryKey: chatKeys.file(roomId, file.fileId),
    queryFn: () => chatApi.file(roomId, file.fileId),
    staleTime: LINK_FRESH_MS,
  });
  if (!link.data) return <FileChip roomId={roomId} file={file} />;
  return (
    <a
      className="chat-image"
      href={link.data.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("messages.openFile", { name: file.name })}
    >
      <img src={link.data.url} alt={file.name} loading="lazy" />
    </a>
  );
}

function FileChip({ roomId, file }: { roomId: string; file: ChatFileView }) {
  const { t } = useChatTranslation();
  const open = () =>
    chatApi.file(roomId, file.fileId).then(
      (link) => window.open(link.url, "_blank", "noopener"),
      () => void showToast(t("messages.fileMissing"), "danger"),
    );
  return (
    <Button
      className="chat-file-chip"
      variant="outlined"
      icon="document"
      onClick={() => void open()}
      aria-label={t("messages.openFile", { name: file.name })}
    >
      <span className="chat-file-name">{file.name}</span> <span className="chat-muted">{formatBytes(file.size)}</span>
    </Button>
  );
}
