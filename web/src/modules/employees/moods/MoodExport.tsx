import { isLanguage } from "../../../i18n/languages";
import { translateCode } from "../../../i18n/translateMessage";
import { ExportButton } from "../../../shared/ExportButton";
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
  return (
    <ExportButton
      start={() => moodStatApi.excel(client, period, isLanguage(i18n.language) ? i18n.language : "en")}
      text={t("moods.excel")}
      title={t("moods.exportTitle")}
      failureText={translateCode(t, "clients.mood_export_error")}
      className="cabinet-dialog"
    />
  );
}
