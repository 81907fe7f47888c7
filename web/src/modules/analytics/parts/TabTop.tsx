import type { AnalyticsReport, ReportFrame, ReportQuery } from "@intranet/contracts/analytics";
import { currentLanguage } from "../../../i18n";
import { ExportButton } from "../../../shared/ExportButton";
import { analyticsApi } from "../api";
import { useFormat } from "../format";
import { useAnalyticsTranslation } from "../i18n";

/** What a report was computed for, in words: its period and comparison (or "as of" a day), its department. */
export function useFrameText() {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  return {
    compared: (frame: ReportFrame) => format.range(frame.compare.from, frame.compare.to),
    text: (frame: ReportFrame, snapshot = false) => {
      const when = snapshot
        ? t("frame.asOf", { date: format.day(frame.asOf) })
        : t("frame.period", {
            period: format.range(frame.period.from, frame.period.to),
            compare: format.range(frame.compare.from, frame.compare.to),
          });
      return `${when} · ${frame.dept ? frame.dept.name : t("frame.company")}`;
    },
  };
}

/**
 * A tab's first line: what the report covers, and its "Export to Excel" (the same filters, the
 * workbook headed in the reader's language) followed by the shared export dialog.
 */
export function TabTop({
  frame,
  snapshot = false,
  exported,
}: {
  frame: ReportFrame;
  snapshot?: boolean;
  exported?: { report: AnalyticsReport; client: string; query: ReportQuery };
}) {
  const { t } = useAnalyticsTranslation();
  const { text } = useFrameText();
  return (
    <div className="an-tab-top">
      <p className="an-frame">{text(frame, snapshot)}</p>
      {exported ? (
        <ExportButton
          start={() =>
            analyticsApi.exportReport(exported.report, exported.client, { ...exported.query, lang: currentLanguage() })
          }
          text={t("export.button")}
          title={t("export.title")}
        />
      ) : null}
    </div>
  );
}
