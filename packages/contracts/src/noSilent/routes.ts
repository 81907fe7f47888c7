import type { DownloadUrl } from "../files/views";
import { answer, defineRoutes } from "../route";
import {
  clientParamsSchema,
  followUpBodySchema,
  followUpFileBodySchema,
  followUpMessageBodySchema,
  myReportsQuerySchema,
  reportFileParamsSchema,
  reportMessageBodySchema,
  reportParamsSchema,
  reportSettingsBodySchema,
  reportStatusBodySchema,
  reportsQuerySchema,
  sendReportBodySchema,
} from "./schemas";
import type { FollowUpView, ReportPage, ReportSettingsView, ReportView, SentReport } from "./views";

const access = "no_silent" as const;
/** A report's files travel inside its body: 4 MB of files as base64, and the text. */
const reportBodyMax = 5_800_000;

/**
 * "Don't be silent" (rules spec §7 POST /api/user/send_viol_report), for the `no_silent` right. The
 * follow-up routes are public: the anonymous reporter comes back with the code alone, so no session,
 * token or log line ever joins them to the report. `{client}` must be the caller's company.
 */
export const noSilentRoutes = defineRoutes("noSilent", {
  send: {
    method: "POST",
    path: "/api/user/send_viol_report",
    access,
    summary: "Sends a report, named or anonymous (an anonymous one answers its follow-up code, once)",
    body: sendReportBodySchema,
    maxBodyBytes: reportBodyMax,
    answer: answer<SentReport>(),
  },
  followUp: {
    method: "POST",
    path: "/api/report_violation/follow_up",
    access: "public",
    summary: "The report a follow-up code opens, as its reporter reads it (same time found or not)",
    body: followUpBodySchema,
    answer: answer<FollowUpView>(),
  },
  followUpMessage: {
    method: "POST",
    path: "/api/report_violation/follow_up/message",
    access: "public",
    summary: "The reporter adds to their report with its code, still anonymously",
    body: followUpMessageBodySchema,
    answer: answer<FollowUpView>(),
  },
  followUpFile: {
    method: "POST",
    path: "/api/report_violation/follow_up/file",
    access: "public",
    summary: "A short-lived link of one of the report's files, for the holder of its code",
    body: followUpFileBodySchema,
    answer: answer<DownloadUrl>(),
  },
  settings: {
    method: "GET",
    path: "/api/report_violation/settings/{client}",
    access,
    summary: "Who receives the company's reports (admins set it), and whether the caller does",
    params: clientParamsSchema,
    answer: answer<ReportSettingsView>(),
  },
  saveSettings: {
    method: "PUT",
    path: "/api/report_violation/settings/{client}",
    access: "admin",
    summary: "Chooses who receives reports: people or audiences (none: the company's admins)",
    params: clientParamsSchema,
    body: reportSettingsBodySchema,
    answer: answer<ReportSettingsView>(),
  },
  list: {
    method: "GET",
    path: "/api/report_violation/reports/{client}",
    access,
    summary: "The recipients' inbox: the company's reports, newest day first (?status=)",
    params: clientParamsSchema,
    query: reportsQuerySchema,
    answer: answer<ReportPage>(),
  },
  mine: {
    method: "GET",
    path: "/api/report_violation/mine/{client}",
    access,
    summary: "The caller's named reports (anonymous ones are followed with their code only)",
    params: clientParamsSchema,
    query: myReportsQuerySchema,
    answer: answer<ReportPage>(),
  },
  get: {
    method: "GET",
    path: "/api/report_violation/report/{id}",
    access,
    summary: "A report, for its recipients and the author of a named one",
    params: reportParamsSchema,
    answer: answer<ReportView>(),
  },
  setStatus: {
    method: "POST",
    path: "/api/report_violation/report/{id}/status",
    access,
    summary: "A recipient moves the report (received, in review, resolved, rejected) with a comment",
    params: reportParamsSchema,
    body: reportStatusBodySchema,
    answer: answer<ReportView>(),
  },
  message: {
    method: "POST",
    path: "/api/report_violation/report/{id}/message",
    access,
    summary: "A recipient (or a named report's author) writes in the report's channel",
    params: reportParamsSchema,
    body: reportMessageBodySchema,
    answer: answer<ReportView>(),
  },
  file: {
    method: "GET",
    path: "/api/report_violation/report/{id}/file/{file}",
    access,
    summary: "A short-lived link of one of the report's files (its readers)",
    params: reportFileParamsSchema,
    answer: answer<DownloadUrl>(),
  },
});
