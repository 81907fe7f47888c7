import { Button } from "@blueprintjs/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ExportDialog } from "../../../shared/ExportDialog";
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
        <ExportDialog
          started={start.data ?? null}
          startError={start.error}
          onClose={() => setOpen(false)}
          title={t("export.title")}
          className="polls-dialog"
        />
      ) : null}
    </>
  );
}
