/** The data migrations' door: the step a module declares, its registration, and the runs. */
export { type DataMigration } from "./migration";
export { migrationsEntities } from "./entities";
export { registerMigrationsLoader, registeredMigrations } from "./registry";
export { type TenantMigrated, migrateAllTenants, migrateTenant } from "./run";
