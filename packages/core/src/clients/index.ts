/** The clients module's door: what other modules and packages may use. */
export { requireAdminOf } from "./access";
export { type ClientRecord } from "./client.entity";
export { cloneClient } from "./clone";
export { createClient } from "./create";
export { setDefaultRights } from "./default-rights";
export { clientsEntities } from "./entities";
export { listFeatures, switchFeature } from "./features";
export { listClients } from "./list";
export { clientIdByWorkspace, clientsReads, clientStatus } from "./lookup";
export { purgeClient } from "./purge";
export { CLIENT_PURGE_REQUESTED, type ClientPurgeRequested, requestClientPurge } from "./purge-request";
export { getClient, getClientByWorkspace } from "./read";
export { loadClient } from "./records";
export { clientFileStat, clientStat } from "./stats";
export { setClientBlocked } from "./status";
export { type StorageUsage, clientsCommits, storageUsage, usageOf } from "./storage";
export { updateClient, updateClientSettings } from "./update";
export { filterUsers } from "./user-filter";
