import { NonIdealState } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { ReportStatusEntry, ReportView } from "@intranet/contracts/noSilent";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { isApiError } from "../../../api/errors";
import { useDateTime, useDays } from "../../../shared/useDateTime";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { QueryState } from "../../../ui/QueryState";
import { noSilentApi, noSilentKeys } from "../api";
import { useNoSilentTranslation } from "../i18n";
import { ReportBody } from "../parts/ReportBody";
import { StatusHistory } from "../parts/StatusHistory";
import { StatusTag } from "../parts/StatusTag";
import { Thread, type ThreadMessage } from "../parts/Thread";
import { reportsPath } from "../paths";
import { MessageForm } from "./MessageForm";
import { StatusForm } from "./StatusForm";

/**
 * /report_violation/{id}: a report for its recipients (and the author of a named one) — what happened,
 * its files, its status with history, the two-way channel; a recipient changes the status with a
 * comment and answers, a named report's author writes too.
 */
export function ReportPage({ id, me, client }: { id: string; me: UserView; client: string }) {
  const { t } = useNoSilentTranslation();
  const query = useQuery({ queryKey: noSilentKeys.report(id), queryFn: () => noSilentApi.get(id) });
  if (!query.data) {
    if (isApiError(query.error) && query.error.status === 404)
      return <NonIdealState icon="search-template" title={t("report.notFound")} action={<BackLink />} />;
    return <QueryState query={query} errorTitle={t("loadFailed")} />;
  }
  return <ReportView report={query.data} me={me} client={client} />;
}

function BackLink({ inbox = false }: { inbox?: boolean }) {
  const { t } = useNoSilentTranslation();
  return (
    <Link to={`${reportsPath}?tab=${inbox ? "inbox" : "mine"}`} className="no-silent-back">
      ← {t("report.back")}
    </Link>
  );
}

function ReportView({ report, me, client }: { report: ReportView; me: UserView; client: string }) {
  const { t } = useNoSilentTranslation();
  const queryClient = useQueryClient();
  const days = useDays();
  const when = useDateTime();
  const personName = usePersonName();
  const { byId } = usePeople(client);
  const nameOf = (userId: string) => {
    const person = byId.get(userId);
    return person ? personName(person) : "…";
  };
  const author = !!report.authorId && report.authorId === me._id;
  const by = (entry: ReportStatusEntry) =>
    t("report.by", { name: nameOf(entry.byId!), time: entry.at ? when(entry.at) : days.date(entry.day) });
  const messages: ThreadMessage[] = report.messages.map((message) =>
    message.from === "recipient"
      ? { who: nameOf(message.authorId), when: when(message.at), text: message.text, reporter: false }
      : {
          who: author ? t("report.you") : t("report.reporter"),
          when: days.date(message.day),
          text: message.text,
          reporter: true,
        },
  );
  const write = async (text: string) => {
    const next = await noSilentApi.message(report._id, text);
    queryClient.setQueryData(noSilentKeys.report(report._id), next);
  };

  return (
    <article className="no-silent-report" aria-labelledby="no-silent-report-title">
      <BackLink inbox={report.can.answer} />
      <header className="no-silent-report-header">
        <h1 id="no-silent-report-title" className="no-silent-title">
          {t("report.title", { day: days.date(report.day) })}
        </h1>
        <StatusTag status={report.status} />
      </header>
      <p className="no-silent-muted">
        {report.anonymous || !report.name ? t("report.anonymous") : t("report.from", { name: report.name })}
      </p>
      <div className="no-silent-report-columns">
        <div className="no-silent-report-main">
          <ReportBody
            id="no-silent"
            description={report.description}
            files={report.files}
            link={(file) => noSilentApi.file(report._id, file)}
          />
          <section aria-labelledby="no-silent-messages">
            <h2 id="no-silent-messages" className="no-silent-section-title">
              {t("report.messages")}
            </h2>
            <Thread messages={messages} />
            {report.can.answer || author ? (
              <MessageForm
                label={t("report.write")}
                hint={report.can.answer ? t("report.writeHint") : t("report.writeHintReporter")}
                submitText={t("report.send")}
                sentText={t("report.messageSent")}
                send={write}
              />
            ) : null}
          </section>
        </div>
        <aside className="no-silent-report-side">
          <section aria-labelledby="no-silent-history">
            <h2 id="no-silent-history" className="no-silent-section-title">
              {t("report.history")}
            </h2>
            <StatusHistory statuses={report.statuses} by={report.can.answer ? by : undefined} />
          </section>
          {report.can.answer ? <StatusForm report={report} /> : null}
        </aside>
      </div>
    </article>
  );
}
