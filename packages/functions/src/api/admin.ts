import {
  dataInventory,
  deleteHangedFiles,
  exportAllCompanies,
  listHangedFiles,
  requestCollectionDeletion,
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
import { collections } from "../collections";

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
  dataInventory: async ({ actor, params }) => reply(200, await dataInventory(actor, params.id, collections)),
  hangedFiles: async ({ actor, params, query }) => reply(200, await listHangedFiles(actor, params.id, query)),
  deleteHangedFiles: async ({ actor, params, body }) =>
    reply(200, await deleteHangedFiles(actor, params.id, body.fileIds)),
  deleteCollection: async ({ actor, params, body }) =>
    reply(202, await requestCollectionDeletion(actor, params.client, collections, params.coll_name, body.confirm)),
  exportCompany: async ({ actor, params }) => reply(202, await exportCompany(actor, params.client_id)),
  exportAll: async ({ actor }) => reply(202, await exportAllCompanies(actor)),
});
