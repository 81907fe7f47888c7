import { Button, Icon, ProgressBar } from "@blueprintjs/core";
import type { ArticleFileView, ArticleView } from "@intranet/contracts/articles";
import { formatBytes } from "@intranet/contracts/files";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { useDateTime } from "../../../shared/useDateTime";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { useArticlesTranslation } from "../i18n";
import { fileUrlQuery, FileThumb } from "./FileThumb";
import { useNodeFiles } from "./useNodeFiles";

/**
 * A node's attached files: images as thumbnails, others as rows; a click downloads through a
 * presigned link. Whoever may attach (`canAttach`) uploads (with progress) and deletes (asked first).
 */
export function FilesPanel({ node }: { node: ArticleView }) {
  const { t } = useArticlesTranslation();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const { uploads, upload, remove } = useNodeFiles(node);
  const [removing, setRemoving] = useState<ArticleFileView | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  if (!node.files.length && !node.canAttach) return null;

  const download = async (file: ArticleFileView) => {
    try {
      const { url } = await queryClient.fetchQuery(fileUrlQuery(file.id));
      window.open(url, "_blank", "noopener");
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    }
  };
  return (
    <section className="articles-files" aria-label={t("files.title")}>
      <h2 className="articles-section-heading">{t("files.title")}</h2>
      {node.files.length ? (
        <ul className="articles-file-list">
          {node.files.map((file) => (
            <li key={file.id} className="articles-file">
              {file.isImage ? <FileThumb fileId={file.id} name={file.name} /> : <Icon icon="document" size={20} />}
              <div className="articles-file-main">
                <button
                  type="button"
                  className="articles-file-name"
                  aria-label={t("files.download", { name: file.name })}
                  onClick={() => void download(file)}
                >
                  {file.name}
                </button>
                <span className="articles-muted">
                  {formatBytes(file.size)} · <time dateTime={file.addedAt}>{when(file.addedAt)}</time>
                </span>
              </div>
              {node.canAttach ? (
                <Button
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={t("files.remove", { name: file.name })}
                  title={t("files.remove", { name: file.name })}
                  onClick={() => setRemoving(file)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="articles-muted">{t("files.none")}</p>
      )}
      {uploads.map((item) => (
        <div key={item.key} className="articles-upload" aria-label={t("files.uploading", { name: item.name })}>
          <span>{t("files.uploading", { name: item.name })}</span>
          <ProgressBar value={item.progress} intent="primary" stripes={false} />
        </div>
      ))}
      {node.canAttach ? (
        <>
          <Button icon="upload" text={t("files.upload")} onClick={() => picker.current?.click()} />
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            aria-label={t("files.upload")}
            onChange={(event) => {
              const input = event.currentTarget;
              const picked = [...(input.files ?? [])];
              input.value = "";
              if (picked.length) void upload(picked);
            }}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        text={t("files.removeConfirm", { name: removing?.name ?? "" })}
        confirmText={t("actions.delete")}
        onConfirm={() => {
          if (removing) void remove(removing.id);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
