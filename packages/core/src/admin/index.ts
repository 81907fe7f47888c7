/** The admin module's door: the company's settings screens, the journal's reading and export. */
export { adminEntities } from "./entities";
export { copyAiCompanyData, getAiCompanyData, putAiCompanyData } from "./ai";
export { ARCHIVE_FORMAT, exportAllCompanies, exportCompany } from "./company-export";
export { getCompanyIntegrations, putCompanyIntegrations } from "./integrations";
export { putInterface } from "./interface";
export { exportJournal } from "./journal-export";
export { listJournal, requireJournalReader } from "./journal-read";
export { sendTestMail } from "./mail-test";
export { type MaintenanceWork, listMaintenanceRuns, requestMaintenance, runMaintenance } from "./maintenance";
export { platformHealth, platformOverview } from "./platform-overview";
export { type Collections } from "./collections";
export { deleteCollectionData, requestCollectionDeletion } from "./collection-delete";
export { deleteHangedFiles, listHangedFiles } from "./hanged-files";
export { dataInventory, takeInventory } from "./inventory";
