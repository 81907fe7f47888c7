import {
  adjustBalance,
  createVacation,
  decideVacation,
  exportChart,
  getSettings,
  ledgerOf,
  myVacations,
  personVacations,
  removeVacation,
  saveSettings,
  updateVacation,
  vacationChart,
  waitingRequests,
} from "@intranet/core/vacations";
import { vacationsRoutes } from "@intranet/contracts/vacations";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** Vacations' Lambda: thin, each route calls the vacations service. */
export const handler = areaHandler(vacationsRoutes, {
  chart: ({ actor, query }) => vacationChart(actor, query),
  chartExcel: async ({ actor, query }) => reply(202, await exportChart(actor, query)),
  mine: ({ actor }) => myVacations(actor),
  person: ({ actor, params }) => personVacations(actor, params.user),
  ledger: ({ actor, params }) => ledgerOf(actor, params.user),
  adjust: ({ actor, params, body }) => adjustBalance(actor, params.user, body),
  requests: ({ actor }) => waitingRequests(actor),
  create: async ({ actor, body }) => reply(201, await createVacation(actor, body)),
  update: ({ actor, body }) => updateVacation(actor, body),
  decide: ({ actor, params, body }) => decideVacation(actor, params.id, body),
  remove: async ({ actor, params }) => {
    await removeVacation(actor, params.user, params.id);
    return reply(204);
  },
  settings: ({ actor, params }) => getSettings(actor, params.client),
  saveSettings: ({ actor, params, body }) => saveSettings(actor, params.client, body),
});
