import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, ProgressBar } from "@blueprintjs/core";
import { isErrorCode } from "@intranet/contracts/errors";
import type { ExportView } from "@intranet/contracts/exports";
import { errorText } from "../../i18n/errorText";
import { translateCode } from "../../i18n/translateMessage";
import { useExportStatus } from "../../shared/useExportStatus";
import { useAddressBookTranslation } from "./i18n";

interface ExportDialogProps {
  /** The export as its start answered (null: still starting). */
  started: ExportView | null;
  /** Starting it failed. */
  startError: unknown;
  onClose: () => void;
}

/** An export's progress (rows of the total), then its download link or its error, in the reader's language. */
export function ExportDialog({ started, startError, onClose }: ExportDialogProps) {
  const { t } = useAddressBookTranslation();
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
        <p className="address-book-muted" role="status">
          {known
            ? t("export.progress", { rows: view.rows, total: view.total })
            : t("export.progressUnknown", { rows: view.rows })}
        </p>
      </>
    );
  };

  return (
    <Dialog isOpen onClose={onClose} title={t("export.title")} className="address-book-export">
      <DialogBody>{body()}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("export.close")} onClick={onClose} />
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
                <span className={Classes.BUTTON_TEXT}>{t("export.download")}</span>
              </a>
            ) : null}
          </>
        }
      />
    </Dialog>
  );
}
