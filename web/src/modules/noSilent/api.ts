import {
  noSilentRoutes as routes,
  type ReportSettingsBody,
  type ReportStatus,
  type ReportStatusBody,
  type SendReportBody,
} from "@intranet/contracts/noSilent";
import { callRoute, type CallOptions } from "../../api/client";

/** TanStack Query keys of the reports; everything under `noSilent`, so a change refreshes every view. */
export const noSilentKeys = {
  all: ["noSilent"] as const,
  settings: (client: string) => ["noSilent", "settings", client] as const,
  inbox: (client: string, status: ReportStatus | "") => ["noSilent", "inbox", client, status] as const,
  mine: (client: string) => ["noSilent", "mine", client] as const,
  report: (id: string) => ["noSilent", "report", id] as const,
};

const page = (cursor: string | null) => (cursor ? { cursor } : {});

/** Lists and pages show their own failures in place. */
const quiet = { no_show: true } as const;
/** The follow-up calls carry no token and no company header: nothing joins them to a session. */
const anonymous = { public: true, no_show: true } as const;

/** The reports' calls (contracts/noSilent/routes.ts). */
export const noSilentApi = {
  send: (body: SendReportBody, options?: CallOptions) => callRoute(routes.send, { body }, options),
  settings: (client: string) => callRoute(routes.settings, { params: { client } }, quiet),
  saveSettings: (client: string, body: ReportSettingsBody) =>
    callRoute(routes.saveSettings, { params: { client }, body }, quiet),
  inbox: (client: string, status: ReportStatus | "", cursor: string | null) =>
    callRoute(routes.list, { params: { client }, query: { ...(status ? { status } : {}), ...page(cursor) } }, quiet),
  mine: (client: string, cursor: string | null) =>
    callRoute(routes.mine, { params: { client }, query: page(cursor) }, quiet),
  get: (id: string) => callRoute(routes.get, { params: { id } }, quiet),
  setStatus: (id: string, body: ReportStatusBody) => callRoute(routes.setStatus, { params: { id }, body }, quiet),
  message: (id: string, text: string) => callRoute(routes.message, { params: { id }, body: { text } }, quiet),
  file: (id: string, file: string) => callRoute(routes.file, { params: { id, file } }, quiet),
  followUp: (code: string) => callRoute(routes.followUp, { body: { code } }, anonymous),
  followUpMessage: (code: string, text: string) =>
    callRoute(routes.followUpMessage, { body: { code, text } }, anonymous),
  followUpFile: (code: string, file: string) => callRoute(routes.followUpFile, { body: { code, file } }, anonymous),
};
