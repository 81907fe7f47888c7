import {
  exportAllCompanies,
  exportCompany,
  getAiCompanyData,
  getCompanyIntegrations,
  listMaintenanceRuns,
  putAiCompanyData,
  putCompanyIntegrations,
  putInterface,
  requestMaintenance,
  sendTestMail,
} from "@intranet/core/admin";
import { adminRoutes } from "@intranet/contracts/admin";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

export const handler = areaHandler(adminRoutes, {
  putInterface: async ({ actor, params, body }) => reply(200, await putInterface(actor, params.id, body)),
  getAi: async ({ actor, params }) => reply(200, await getAiCompanyData(actor, params.id)),
  putAi: async ({ actor, params, body }) => reply(200, await putAiCompanyData(actor, params.id, body)),
  getIntegrations: async ({ actor, params }) => reply(200, await getCompanyIntegrations(actor, params.id)),
  putIntegrations: async ({ actor, params, body }) => reply(200, await putCompanyIntegrations(actor, params.id, body)),
  mailTest: async ({ actor, params, body }) => reply(200, await sendTestMail(actor, params.id, body)),
  runMaintenance: async ({ actor, params }) =>
    reply(202, await requestMaintenance(actor, params.client_id, params.task)),
  maintenanceRuns: async ({ actor, params }) => reply(200, await listMaintenanceRuns(actor, params.client_id)),
  exportCompany: async ({ actor, params }) => reply(202, await exportCompany(actor, params.client_id)),
  exportAll: async ({ actor }) => reply(202, await exportAllCompanies(actor)),
});
