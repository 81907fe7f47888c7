import {
  followUp,
  followUpFile,
  followUpMessage,
  getReport,
  listReports,
  myReports,
  reportFile,
  reportSettings,
  saveReportSettings,
  sendReport,
  setReportStatus,
  writeInReport,
} from "@intranet/core/noSilent";
import { noSilentRoutes } from "@intranet/contracts/noSilent";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The "Don't be silent" Lambda: thin, each route calls the module's service. */
export const handler = areaHandler(noSilentRoutes, {
  send: async ({ actor, body }) => reply(201, await sendReport(actor, body)),
  followUp: ({ body }) => followUp(body.code),
  followUpMessage: ({ body }) => followUpMessage(body.code, body.text),
  followUpFile: ({ body }) => followUpFile(body.code, body.file),
  settings: ({ actor, params }) => reportSettings(actor, params.client),
  saveSettings: ({ actor, params, body }) => saveReportSettings(actor, params.client, body),
  list: ({ actor, params, query }) => listReports(actor, params.client, query),
  mine: ({ actor, params, query }) => myReports(actor, params.client, query),
  get: ({ actor, params }) => getReport(actor, params.id),
  setStatus: ({ actor, params, body }) => setReportStatus(actor, params.id, body),
  message: ({ actor, params, body }) => writeInReport(actor, params.id, body.text),
  file: ({ actor, params }) => reportFile(actor, params.id, params.file),
});
