import { Button, Icon, Spinner } from "@blueprintjs/core";
import { formatBytes } from "@intranet/contracts/files";
import { taskLimits, type TaskView } from "@intranet/contracts/taskTracker";
import { useState } from "react";
import { uploadFile } from "../../../api/files";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { trackerApi } from "../api";
import { useTrackerTranslation } from "../i18n";

/**
 * A task's files: each downloaded through a short-lived link (GET /api/task/{id}/file/{file});
 * editors attach files (uploaded to the files module as `taskTracker`, then saved in the task's
 * `files`) and remove them.
 */
export function Attachments({
  task,
  canEdit,
  onSave,
}: {
  task: TaskView;
  canEdit: boolean;
  onSave: (files: string[]) => Promise<boolean>;
}) {
  const { t } = useTrackerTranslation();
  const [uploading, setUploading] = useState(false);
  const ids = task.fileList.map((file) => file.fileId);
  const room = taskLimits.filesMax - ids.length;
  const attach = async (chosen: File[]) => {
    if (!chosen.length) return;
    setUploading(true);
    try {
      const stored = [];
      for (const file of chosen.slice(0, room)) stored.push(await uploadFile(file, "taskTracker", { no_show: true }));
      await onSave([...ids, ...stored.map((file) => file._id)]);
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    } finally {
      setUploading(false);
    }
  };
  const download = async (fileId: string) => {
    const { url } = await trackerApi.file(task._id, fileId);
    window.open(url, "_blank", "noopener");
  };
  return (
    <section className="tt-section" aria-labelledby="tt-files-title">
      <h3 id="tt-files-title" className="tt-section-title">
        {t("task.files")}
      </h3>
      {task.fileList.length ? (
        <ul className="tt-files">
          {task.fileList.map((file) => (
            <li key={file.fileId}>
              <Button
                variant="minimal"
                icon="paperclip"
                text={file.name}
                className="tt-file"
                onClick={() => void download(file.fileId)}
              />
              <span className="tt-muted">{formatBytes(file.size)}</span>
              {canEdit ? (
                <Button
                  variant="minimal"
                  size="small"
                  icon="cross"
                  aria-label={t("task.removeFile", { name: file.name })}
                  title={t("task.removeFile", { name: file.name })}
                  onClick={() => void onSave(ids.filter((id) => id !== file.fileId))}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="tt-muted">{t("task.noFiles")}</p>
      )}
      {canEdit && room > 0 ? (
        uploading ? (
          <span className="tt-uploading">
            <Spinner size={16} /> {t("task.uploading")}
          </span>
        ) : (
          <span className="tt-attach-row">
            <input
              id="tt-files-input"
              type="file"
              multiple
              className="tt-file-input"
              aria-label={t("task.attach")}
              onChange={(event) => {
                void attach(Array.from(event.currentTarget.files ?? []));
                event.currentTarget.value = "";
              }}
            />
            <label className="bp6-button tt-attach" htmlFor="tt-files-input">
              <Icon icon="paperclip" /> <span className="bp6-button-text">{t("task.attach")}</span>
            </label>
          </span>
        )
      ) : null}
    </section>
  );
}
