import {
  endEmployeeSession,
  endOtherSessions,
  endOwnSession,
  getCompanyNetworks,
  listEmployeeSessions,
  listOwnSessions,
  putCompanyNetworks,
} from "@intranet/core/users";
import { sessionsRoutes } from "@intranet/contracts/sessions";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

export const handler = areaHandler(sessionsRoutes, {
  list: ({ actor }) => listOwnSessions(actor),
  end: async ({ actor, params }) => {
    await endOwnSession(actor, params.id);
    return reply(204);
  },
  endOthers: ({ actor }) => endOtherSessions(actor),
  employeeList: ({ actor, params }) => listEmployeeSessions(actor, params.id),
  employeeEnd: async ({ actor, params }) => {
    await endEmployeeSession(actor, params.id, params.session);
    return reply(204);
  },
  networks: ({ actor, params }) => getCompanyNetworks(actor, params.id),
  putNetworks: ({ actor, params, body }) => putCompanyNetworks(actor, params.id, body),
});
