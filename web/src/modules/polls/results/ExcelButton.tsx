import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, ProgressBar } from "@blueprintjs/core";
import { isErrorCode } from "@intranet/contracts/errors";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { translateCode } from "../../../i18n/translateMessage";
import { useExportStatus } from "../../../shared/useExportStatus";
import { pollsApi } from "../api";
import { usePollsTranslation } from "../i18n";

/** "Excel" (author and admins): GET poll/{id}/excel?uid=, then the export's progress and its download link. */
export function ExcelButton({ pollId, userId }: { pollId: string; userId: string }) {
  const { t } = usePollsTranslation();
  const [open, setOpen] = useState(false);
  const start = useMutation({ mutationFn: () => pollsApi.excel(pollId, userId) });
  return (
    <>
      <Button
        icon="download"
        text={t("results.excel")}
        onClick={() => {
          setOpen(true);
          start.mutate();
        }}
      />
      {open ? (
        <ExportDialog started={start.data ?? null} startError={start.error} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function ExportDialog({
  started,
  startError,
  onClose,
}: {
  started: Parameters<typeof useExportStatus>[0];
  startError: unknown;
  onClose: () => void;
}) {
  const { t } = usePollsTranslation();
  const { view, failure } = useExportStatus(started, startError);
  const body = () => {
    if (failure) return <Callout intent="danger">{errorText(t, failure)}</Callout>;
    if (!view) return <ProgressBar intent="primary" aria-label={t("export.starting")} />;
    if (view.status === "failed")
      return (
        <Callout intent="danger" title={t("export.failed")}>
          {isErrorCode(view.error) ? translateCode(t, view.error) : null}
        </Callout>
      );
    if (view.status === "done") return <p>{t("export.done")}</p>;
    const known = view.total !== undefined && view.total > 0;
    return (
      <>
        <p>{t("export.running")}</p>
        <ProgressBar
          intent="primary"
          value={known ? Math.min(1, view.rows / view.total!) : undefined}
          aria-label={t("export.running")}
        />
        <p className="polls-muted" role="status">
          {known
            ? t("export.progress", { rows: view.rows, total: view.total })
            : t("export.progressUnknown", { rows: view.rows })}
        </p>
      </>
    );
  };
  return (
    <Dialog isOpen onClose={onClose} title={t("export.title")} className="polls-dialog">
      <DialogBody>{body()}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("export.close")} onClick={onClose} />
            {view?.status === "done" && view.url ? (
              // A real link: the file is a place to go to.
              <a
                className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
                href={view.url}
                download={view.fileName}
                target="_blank"
                rel="noopener"
                autoFocus
              >
                <span className={Classes.BUTTON_TEXT}>{t("export.download")}</span>
              </a>
            ) : null}
          </>
        }
      />
    </Dialog>
  );
}
