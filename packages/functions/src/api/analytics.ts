import {
  adaptationReport,
  demographyReport,
  departmentsReport,
  exportReport,
  modulesReport,
  positionsReport,
  recordModuleVisit,
  recordSession,
  turnoverReport,
  visitorsReport,
} from "@intranet/core/analytics";
import { analyticsRoutes } from "@intranet/contracts/analytics";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

export const handler = areaHandler(analyticsRoutes, {
  sessionReport: async ({ actor, body }) => {
    await recordSession(actor, body);
    return reply(204);
  },
  moduleVisit: async ({ actor, body }) => {
    await recordModuleVisit(actor, body);
    return reply(204);
  },
  turnover: async ({ actor, params, query }) => reply(200, await turnoverReport(actor, params.client, query)),
  demography: async ({ actor, params, query }) => reply(200, await demographyReport(actor, params.client, query)),
  positions: async ({ actor, params, query }) => reply(200, await positionsReport(actor, params.client, query)),
  departments: async ({ actor, params, query }) => reply(200, await departmentsReport(actor, params.client, query)),
  visitors: async ({ actor, params, query }) => reply(200, await visitorsReport(actor, params.client, query)),
  modules: async ({ actor, params, query }) => reply(200, await modulesReport(actor, params.client, query)),
  adaptations: async ({ actor, params, query }) => reply(200, await adaptationReport(actor, params.client, query)),
  exportReport: async ({ actor, params, query }) =>
    reply(202, await exportReport(actor, params.report, params.client, query)),
});
