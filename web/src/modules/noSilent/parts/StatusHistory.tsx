import type { ReportStatusEntry } from "@intranet/contracts/noSilent";
import type { ReactNode } from "react";
import { useDays } from "../../../shared/useDateTime";
import { useNoSilentTranslation } from "../i18n";
import { StatusTag } from "./StatusTag";

/**
 * A report's statuses, oldest first: each with its day and the recipients' comment (what the reporter
 * reads); `by` adds who made a change and when, for the recipients' eyes only.
 */
export function StatusHistory({
  statuses,
  by,
}: {
  statuses: ReadonlyArray<Pick<ReportStatusEntry, "status" | "day" | "comment"> & Partial<ReportStatusEntry>>;
  by?: (entry: ReportStatusEntry) => ReactNode;
}) {
  const { t } = useNoSilentTranslation();
  const days = useDays();
  return (
    <ol className="no-silent-history">
      {statuses.map((entry, index) => (
        <li key={index} className="no-silent-history-item">
          <div className="no-silent-history-head">
            <StatusTag status={entry.status} />
            <span className="no-silent-muted">
              {index === 0 && !entry.byId ? `${t("report.arrived")} · ` : null}
              {by && entry.byId ? by(entry) : days.date(entry.day)}
            </span>
          </div>
          {entry.comment ? <p className="no-silent-comment">{entry.comment}</p> : null}
        </li>
      ))}
    </ol>
  );
}
