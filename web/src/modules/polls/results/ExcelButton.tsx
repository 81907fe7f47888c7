import { ExportButton } from "../../../shared/ExportButton";
import { pollsApi } from "../api";
import { usePollsTranslation } from "../i18n";

/** "Excel" (author and admins): GET poll/{id}/excel?uid=, then the export's progress and its download link. */
export function ExcelButton({ pollId, userId }: { pollId: string; userId: string }) {
  const { t } = usePollsTranslation();
  return (
    <ExportButton
      start={() => pollsApi.excel(pollId, userId)}
      text={t("results.excel")}
      title={t("export.title")}
      className="polls-dialog"
    />
  );
}
