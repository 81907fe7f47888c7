import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, ProgressBar } from "@blueprintjs/core";
import type { ExportView } from "@intranet/contracts/exports";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { isLanguage } from "../../../i18n/languages";
import { translateCode } from "../../../i18n/translateMessage";
import { useExportStatus } from "../../../shared/useExportStatus";
import { useEmployeesTranslation } from "../i18n";
import { moodStatApi } from "./api";
import type { MoodPeriod } from "./period";

/**
 * The period's Excel file: GET /api/mood/excel/{client}/{from}/{to}?lang= starts the export, then
 * GET /api/export/{id} is followed to its download link. Any failure reads the catalogue's
 * `clients.mood_export_error` (rules spec §8, Clients' mood export).
 */
export function MoodExport({ client, period }: { client: string; period: MoodPeriod }) {
  const { t, i18n } = useEmployeesTranslation();
  const [open, setOpen] = useState(false);
  const start = useMutation({
    mutationFn: () => moodStatApi.excel(client, period, isLanguage(i18n.language) ? i18n.language : "en"),
  });
  const begin = () => {
    setOpen(true);
    start.mutate();
  };
  const close = () => {
    setOpen(false);
    start.reset();
  };

  return (
    <>
      <Button icon="download" text={t("moods.excel")} onClick={begin} loading={start.isPending} />
      {open ? <ExportProgress started={start.data ?? null} startError={start.error} onClose={close} /> : null}
    </>
  );
}

function ExportProgress({
  started,
  startError,
  onClose,
}: {
  started: ExportView | null;
  /** Starting it failed. */
  startError: unknown;
  onClose: () => void;
}) {
  const { t } = useEmployeesTranslation();
  const { view, failure } = useExportStatus(started, startError);
  const done = view?.status === "done" && !!view.url;

  const body = () => {
    if (failure || view?.status === "failed")
      return <Callout intent="danger">{translateCode(t, "clients.mood_export_error")}</Callout>;
    if (done) return <p>{t("moods.exportDone")}</p>;
    return <ProgressBar intent="primary" aria-label={t("moods.exportRunning")} />;
  };

  return (
    <Dialog isOpen onClose={onClose} title={t("moods.exportTitle")} className="cabinet-dialog">
      <DialogBody>{body()}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("moods.close")} onClick={onClose} />
            {done ? (
              // A real link (not Blueprint's AnchorButton, role "button"): the file is a place to go to.
              <a
                className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
                href={view.url}
                download={view.fileName}
                target="_blank"
                rel="noopener"
                autoFocus
              >
                <span className={Classes.BUTTON_TEXT}>{t("moods.download")}</span>
              </a>
            ) : null}
          </>
        }
      />
    </Dialog>
  );
}
