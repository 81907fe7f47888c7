import { Button, Dialog, DialogBody, DialogFooter, TextArea } from "@blueprintjs/core";
import type { RegisterManyResult } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usersApi } from "../../api/users";
import { FormAlert } from "../../forms/FormAlert";
import { translateMessage } from "../../i18n/translateMessage";
import { employeeKeys } from "./keys";
import { parseRows } from "./parseRows";
import { useEmployeesTranslation } from "./i18n";

/** Register many: pasted rows → POST /api/register_many, then the per-row report. */
export function RegisterManyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useEmployeesTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<RegisterManyResult | null>(null);
  const rows = parseRows(text);

  const submit = async () => {
    setBusy(true);
    try {
      setReport(await usersApi.registerMany(rows));
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    } catch {
      // the error dialog has told the user
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen title={t("many.title")} onClose={onClose} className="cabinet-dialog">
      <DialogBody>
        <p className="cabinet-muted">{t("many.hint")}</p>
        <TextArea
          fill
          rows={8}
          value={text}
          aria-label={t("many.title")}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {report ? (
          <div className="cabinet-report">
            <FormAlert intent={report.failed.length ? "danger" : "success"}>
              {t("many.report", { created: report.created.length, failed: report.failed.length })}
            </FormAlert>
            <ul>
              {report.failed.map((failure) => (
                <li key={failure.row}>
                  {t("many.row", { row: failure.row + 1 })}: {translateMessage(t, failure.code)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("ui:dialogs.close")} onClick={onClose} />
            <Button
              intent="primary"
              text={t("many.submit")}
              disabled={rows.length === 0}
              loading={busy}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
