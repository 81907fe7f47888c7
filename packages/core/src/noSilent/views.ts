import type {
  FollowUpView,
  ReportMessageView,
  ReportStatusEntry,
  ReportSummary,
  ReportView,
} from "@intranet/contracts/noSilent";
import { fileViews, type KeptReportFile } from "./report-files";
import type { ReportRecord } from "./report.entity";

export const filesOf = (report: Pick<ReportRecord, "files">) => report.files as KeptReportFile[];
export const statusesOf = (report: Pick<ReportRecord, "statuses">) => report.statuses as ReportStatusEntry[];
export const messagesOf = (report: Pick<ReportRecord, "messages">) => report.messages as ReportMessageView[];

/** The first words of the description, for lists. */
const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** As its recipients (and a named report's author) read it. */
export function toReportView(report: ReportRecord, canAnswer: boolean): ReportView {
  return {
    _id: report.reportId,
    client_id: report.clientId,
    day: report.day,
    anonymous: report.anonymous,
    ...(report.authorId ? { authorId: report.authorId } : {}),
    ...(report.name ? { name: report.name } : {}),
    description: report.description,
    files: fileViews(filesOf(report)),
    status: report.status,
    statuses: statusesOf(report),
    messages: messagesOf(report),
    revision: report.revision,
    can: { answer: canAnswer },
  };
}

/** As the holder of the follow-up code reads it: nobody of the company is named, times are days. */
export function toFollowUpView(report: ReportRecord): FollowUpView {
  return {
    day: report.day,
    anonymous: report.anonymous,
    description: report.description,
    files: fileViews(filesOf(report)),
    status: report.status,
    statuses: statusesOf(report).map(({ status, day, comment }) => ({ status, day, ...(comment ? { comment } : {}) })),
    messages: messagesOf(report).map((message) => ({
      from: message.from,
      text: message.text,
      day: message.from === "reporter" ? message.day : message.at.slice(0, 10),
    })),
  };
}

export function toReportSummary(report: ReportRecord): ReportSummary {
  return {
    _id: report.reportId,
    day: report.day,
    anonymous: report.anonymous,
    ...(report.name ? { name: report.name } : {}),
    excerpt: excerpt(report.description),
    status: report.status,
    messagesCount: messagesOf(report).length,
    filesCount: filesOf(report).length,
  };
}
