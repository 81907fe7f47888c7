import { Card, NonIdealState } from "@blueprintjs/core";
import type { ReportPage, ReportSummary } from "@intranet/contracts/noSilent";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { useDays } from "../../../shared/useDateTime";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { useNoSilentTranslation } from "../i18n";
import { reportPath } from "../paths";
import { StatusTag } from "../parts/StatusTag";
import { reportDeadline, todayUtc } from "./deadline";

/**
 * Reports read page by page (the inbox, my named ones) as cards: the day, who, the status, the first
 * words; for recipients (`deadlines`), by when it must be acknowledged or answered.
 */
export function ReportList({
  query,
  empty,
  emptyText,
  deadlines = false,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ReportPage>>;
  empty: string;
  emptyText: string;
  deadlines?: boolean;
}) {
  const { t } = useNoSilentTranslation();
  const days = useDays();
  if (!query.data) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  const items = query.data.pages.flatMap((page) => page.items);
  const today = todayUtc();
  if (items.length === 0) return <NonIdealState icon="inbox" title={empty} description={emptyText} />;
  return (
    <>
      <ul className="no-silent-list">
        {items.map((report) => (
          <li key={report._id}>
            <Card className="no-silent-card">
              <div className="no-silent-card-head">
                <Link to={reportPath(report._id)} className="no-silent-card-title">
                  {t("report.title", { day: days.date(report.day) })}
                </Link>
                <StatusTag status={report.status} />
              </div>
              <div className="no-silent-muted">
                {report.anonymous || !report.name ? t("list.anonymous") : t("list.from", { name: report.name })}
                {report.messagesCount ? ` · ${t("list.messages", { count: report.messagesCount })}` : null}
                {report.filesCount ? ` · ${t("list.files", { count: report.filesCount })}` : null}
              </div>
              <p className="no-silent-excerpt">{report.excerpt}</p>
              {deadlines ? <Deadline report={report} today={today} /> : null}
            </Card>
          </li>
        ))}
      </ul>
      <QueryMore query={query} count={items.length} />
    </>
  );
}

/** By when the recipients must acknowledge the report or answer it; red once the day has passed. */
function Deadline({ report, today }: { report: ReportSummary; today: string }) {
  const { t } = useNoSilentTranslation();
  const days = useDays();
  const deadline = reportDeadline(report, today);
  if (!deadline) return null;
  const text = t(`list.${deadline.kind}`, { day: days.date(deadline.due) });
  return (
    <span className={`bp6-tag bp6-minimal no-silent-deadline${deadline.overdue ? " bp6-intent-danger" : ""}`}>
      {deadline.overdue ? t("list.overdue", { text }) : text}
    </span>
  );
}
