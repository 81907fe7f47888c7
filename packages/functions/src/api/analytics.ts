import { recordModuleVisit, recordSession } from "@intranet/core/analytics";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";
import { analyticsRoutes } from "@intranet/contracts/analytics";

export const handler = areaHandler(analyticsRoutes, {
  sessionReport: async ({ actor, body }) => {
    await recordSession(actor, body);
    return reply(204);
  },
  moduleVisit: async ({ actor, body }) => {
    await recordModuleVisit(actor, body);
    return reply(204);
  },
});
