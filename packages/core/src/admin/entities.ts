import { registerEntities } from "../db";
import { DataInventoryEntity, HangedFileEntity } from "./inventory.entity";
import { MaintenanceLockEntity, MaintenanceRunEntity } from "./maintenance.entity";
import { CompanyAiEntity, CompanyIntegrationsEntity } from "./settings.entity";

/** The admin module's entities under their (global, stable) service keys; its door exports the map. */
export const adminEntities = {
  companyAi: CompanyAiEntity,
  companyIntegrations: CompanyIntegrationsEntity,
  maintenanceRun: MaintenanceRunEntity,
  maintenanceLock: MaintenanceLockEntity,
  dataInventory: DataInventoryEntity,
  hangedFile: HangedFileEntity,
};

export type AdminEntities = typeof adminEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends AdminEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(adminEntities);
