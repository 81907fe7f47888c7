import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, ProgressBar } from "@blueprintjs/core";
import { isErrorCode } from "@intranet/contracts/errors";
import type { ExportView } from "@intranet/contracts/exports";
import { errorText } from "../i18n/errorText";
import { translateCode } from "../i18n/translateMessage";
import { useSharedTranslation } from "./i18n";
import { useExportStatus } from "./useExportStatus";
import "./exportDialog.css";

interface ExportDialogProps {
  /** The export as its start answered (null: still starting). */
  started: ExportView | null;
  /** Starting it failed. */
  startError: unknown;
  onClose: () => void;
  /** The dialog's title (default: "Export to Excel"). */
  title?: string;
  /** Shown instead of the error, whatever failed (starting, following, or the export itself). */
  failureText?: string;
  /** The module's class for the dialog's size. */
  className?: string;
}

/**
 * An export a module started, followed with `useExportStatus`: its progress (rows of the total when
 * known), then its download link or its error, in the reader's language.
 */
export function ExportDialog({ started, startError, onClose, title, failureText, className }: ExportDialogProps) {
  const { t } = useSharedTranslation();
  const { view, failure } = useExportStatus(started, startError);

  const body = () => {
    if (failureText !== undefined && (failure || view?.status === "failed"))
      return <Callout intent="danger">{failureText}</Callout>;
    if (failure) return <Callout intent="danger">{errorText(t, failure)}</Callout>;
    if (!view) return <ProgressBar intent="primary" aria-label={t("exportDialog.starting")} />;
    if (view.status === "failed")
      return (
        <Callout intent="danger" title={t("exportDialog.failed")}>
          {isErrorCode(view.error) ? translateCode(t, view.error) : null}
        </Callout>
      );
    if (view.status === "done") return <p>{t("exportDialog.done")}</p>;
    const known = view.total !== undefined && view.total > 0;
    return (
      <>
        <p>{t("exportDialog.running")}</p>
        <ProgressBar
          intent="primary"
          value={known ? Math.min(1, view.rows / view.total!) : undefined}
          aria-label={t("exportDialog.running")}
        />
        <p className="export-dialog-progress" role="status">
          {known
            ? t("exportDialog.progress", { rows: view.rows, total: view.total })
            : t("exportDialog.progressUnknown", { rows: view.rows })}
        </p>
      </>
    );
  };

  return (
    <Dialog isOpen onClose={onClose} title={title ?? t("exportDialog.title")} className={className}>
      <DialogBody>{body()}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("exportDialog.close")} onClick={onClose} />
            {view?.status === "done" && view.url ? (
              // A real link (not Blueprint's AnchorButton, role "button"): the file is a place to go to.
              <a
                className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
                href={view.url}
                download={view.fileName}
                target="_blank"
                rel="noopener"
                autoFocus
              >
                <span className={Classes.BUTTON_TEXT}>{t("exportDialog.download")}</span>
              </a>
            ) : null}
          </>
        }
      />
    </Dialog>
  );
}
