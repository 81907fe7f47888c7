/** The admin module's door: the company's settings screens, the journal's reading and export. */
export { adminEntities } from "./entities";
export { getAiCompanyData, putAiCompanyData } from "./ai";
export { ARCHIVE_FORMAT, exportAllCompanies, exportCompany } from "./company-export";
export { getCompanyIntegrations, putCompanyIntegrations } from "./integrations";
export { putInterface } from "./interface";
export { exportJournal } from "./journal-export";
export { listJournal, requireJournalReader } from "./journal-read";
export { sendTestMail } from "./mail-test";
export { type MaintenanceWork, listMaintenanceRuns, requestMaintenance, runMaintenance } from "./maintenance";
