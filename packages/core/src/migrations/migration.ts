/**
 * A data migration: a module brings one tenant's stored data up to what its code now expects (old
 * wall posts take the kind they are read by, a field gets its default…), declared in the module's
 * leaf `core/<m>/data-migrations.ts` (`migrations`, gathered by `npm run gen`). The job `data-migrations`
 * runs each once per tenant, in the order listed, at every deploy, hourly after it, and at every
 * local start (docs/architecture.md "Data migrations").
 */
export interface DataMigration {
  /** Unique and never reused or renamed: `<module>.<what>` (the ledger remembers it per tenant). */
  id: string;
  /** What it changes, for the log. */
  description: string;
  /**
   * Brings one tenant up to date and returns how many items it changed. It must be idempotent (a
   * second run, or one racing live writes, changes nothing more) and read in pages: it runs beside
   * the product's traffic, on data of any size.
   */
  run(tenantId: string): Promise<number>;
}
