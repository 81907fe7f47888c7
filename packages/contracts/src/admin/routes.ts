import type { ClientView } from "../clients/views";
import type { ExportView } from "../exports/views";
import type { FilesDeleted } from "../files/views";
import { answer, defineRoutes } from "../route";
import {
  adminClientParamsSchema,
  aiCompanyDataSchema,
  deleteCollectionBodySchema,
  deleteCollectionParamsSchema,
  deleteHangedFilesBodySchema,
  hangedFilesQuerySchema,
  companyIntegrationsBodySchema,
  interfaceBodySchema,
  mailTestBodySchema,
  maintenanceClientParamsSchema,
  maintenanceParamsSchema,
} from "./schemas";
import type {
  AiCompanyDataView,
  DataInventoryView,
  HangedFilesPage,
  CompanyIntegrationsView,
  MailTestResult,
  MaintenanceRunList,
  MaintenanceRunView,
  CompaniesExportStarted,
} from "./views";

/**
 * Administration (product-spec §2 employee cabinet and admin panel): that company's admins or a
 * superadmin. Not in the spec's call list; they follow `/api/clients/{id}/<what>` like settings.
 * Every change lands in the journal (`@intranet/contracts/journal`).
 */
export const adminRoutes = defineRoutes("admin", {
  putInterface: {
    method: "PUT",
    path: "/api/clients/{id}/interface",
    access: "admin",
    summary: "The company's menu: names per language, order, hidden entries",
    answer: answer<ClientView>(),
    params: adminClientParamsSchema,
    body: interfaceBodySchema,
  },
  getAi: {
    method: "GET",
    path: "/api/clients/{id}/ai",
    access: "admin",
    summary: "AI company data: prompt, industry, mission, structure, values, terminology, tone",
    answer: answer<AiCompanyDataView>(),
    params: adminClientParamsSchema,
  },
  putAi: {
    method: "PUT",
    path: "/api/clients/{id}/ai",
    access: "admin",
    summary: "Replaces the AI company data",
    answer: answer<AiCompanyDataView>(),
    params: adminClientParamsSchema,
    body: aiCompanyDataSchema,
  },
  getIntegrations: {
    method: "GET",
    path: "/api/clients/{id}/integrations",
    access: "admin",
    summary: "The personnel system (1C) link and the mailing service, secrets masked",
    answer: answer<CompanyIntegrationsView>(),
    params: adminClientParamsSchema,
  },
  putIntegrations: {
    method: "PUT",
    path: "/api/clients/{id}/integrations",
    access: "admin",
    summary: "Sets (object), removes (null) or keeps (absent) each integration; secrets never come back",
    answer: answer<CompanyIntegrationsView>(),
    params: adminClientParamsSchema,
    body: companyIntegrationsBodySchema,
  },
  mailTest: {
    method: "POST",
    path: "/api/clients/{id}/mail_test",
    access: "admin",
    summary: "Sends a test mail through the mail port (to the caller, or the address given)",
    answer: answer<MailTestResult>(),
    params: adminClientParamsSchema,
    body: mailTestBodySchema,
  },

  runMaintenance: {
    method: "POST",
    path: "/api/clients/{client_id}/maintenance/{task}",
    access: "admin",
    summary: "Starts a service task (re-index search, rebuild analytics, re-sync the directory) as a job (202)",
    answer: answer<MaintenanceRunView>(),
    params: maintenanceParamsSchema,
  },
  maintenanceRuns: {
    method: "GET",
    path: "/api/clients/{client_id}/maintenance",
    access: "admin",
    summary: "The company's recent service task runs, newest first, with their status and results",
    answer: answer<MaintenanceRunList>(),
    params: maintenanceClientParamsSchema,
  },
  dataInventory: {
    method: "GET",
    path: "/api/clients/{id}/data",
    access: "admin",
    summary:
      "What the company holds by collection and file module, as its latest inventory counted it (the takeInventory task)",
    answer: answer<DataInventoryView>(),
    params: adminClientParamsSchema,
  },
  hangedFiles: {
    method: "GET",
    path: "/api/clients/hangedFilesByClient/{id}",
    access: "admin",
    summary: "Stored files nothing in the company refers to any more, as the latest inventory found them",
    answer: answer<HangedFilesPage>(),
    params: adminClientParamsSchema,
    query: hangedFilesQuerySchema,
  },
  deleteHangedFiles: {
    method: "POST",
    path: "/api/clients/hangedFilesByClient/{id}/delete",
    access: "admin",
    summary: "Deletes files of the latest inventory's unreferenced list; one result per file",
    answer: answer<FilesDeleted>(),
    params: adminClientParamsSchema,
    body: deleteHangedFilesBodySchema,
  },
  deleteCollection: {
    method: "DELETE",
    path: "/api/clients/{client}/{coll_name}",
    access: "admin",
    summary:
      "Deletes one collection of the company's data with its files, confirmed by typing the workspace's name (202; a service task)",
    answer: answer<MaintenanceRunView>(),
    params: deleteCollectionParamsSchema,
    body: deleteCollectionBodySchema,
  },
  exportCompany: {
    method: "POST",
    path: "/api/clients/export/{client_id}",
    access: "admin",
    summary:
      "The company's complete archive (data and files, docs/company-export.md) as a zip (202; follow GET /api/export/{id})",
    answer: answer<ExportView>(),
    params: maintenanceClientParamsSchema,
  },
  exportAll: {
    method: "POST",
    path: "/api/clients/export/all",
    access: "superadmin",
    summary: "Starts the archive of every live company, each kept in that company (202)",
    answer: answer<CompaniesExportStarted>(),
  },
});
