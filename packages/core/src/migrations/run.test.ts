import { describe, expect, it } from "vitest";
import { ensureTestTenant } from "../testing/actors";
import { db } from "./entities";
import type { DataMigration } from "./migration";
import { migrateAllTenants, migrateTenant } from "./run";

/** A migration that records each tenant it ran for, and fails while `failing` holds the tenant. */
function step(id: string, log: string[], failing = new Set<string>()): DataMigration {
  return {
    id,
    description: id,
    async run(tenantId) {
      if (failing.has(tenantId)) throw new Error(`${id} broke`);
      log.push(`${id}:${tenantId}`);
      return 3;
    },
  };
}

const ledger = async (tenantId: string) =>
  (await db().entities.dataMigration.query.byTenant({ clientId: tenantId }).go()).data.map((item) => [
    item.migrationId,
    item.changed,
  ]);

describe("data migrations", () => {
  it("run once per tenant, in order, and remember it in the tenant's ledger", async () => {
    const [tenant, other] = await Promise.all([ensureTestTenant(), ensureTestTenant()]);
    const log: string[] = [];
    const steps = [step("m.b-second", log), step("m.a-first", log)];
    expect(await migrateTenant(tenant, steps)).toEqual({
      ran: [
        { id: "m.b-second", changed: 3 },
        { id: "m.a-first", changed: 3 },
      ],
    });
    expect(log).toEqual([`m.b-second:${tenant}`, `m.a-first:${tenant}`]);
    expect(await migrateTenant(tenant, steps)).toEqual({ ran: [] });
    expect(await ledger(tenant)).toEqual([
      ["m.a-first", 3],
      ["m.b-second", 3],
    ]);
    // Another tenant's ledger is its own.
    expect(await ledger(other)).toEqual([]);
    // A migration added later runs alone.
    expect((await migrateTenant(tenant, [...steps, step("m.c-later", log)])).ran.map((ran) => ran.id)).toEqual([
      "m.c-later",
    ]);
  });

  it("stop a tenant at a failure, go on with the other tenants, and start again from it next time", async () => {
    const [broken, fine] = await Promise.all([ensureTestTenant(), ensureTestTenant()]);
    const log: string[] = [];
    const failing = new Set([broken]);
    const steps = [step("n.one", log), step("n.two", log, failing), step("n.three", log)];
    async function* tenants() {
      yield broken;
      yield fine;
    }
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const firstRun = await migrateAllTenants(tenants, steps);
      expect(firstRun).toEqual({ tenants: 2, failed: [broken] });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(log).toEqual([`n.one:${broken}`, `n.one:${fine}`, `n.two:${fine}`, `n.three:${fine}`]);
    expect((await ledger(broken)).map(([id]) => id)).toEqual(["n.one"]);

    failing.clear();
    expect(await migrateAllTenants(tenants, steps)).toEqual({ tenants: 2, failed: [] });
    expect(log.slice(4)).toEqual([`n.two:${broken}`, `n.three:${broken}`]);
  });
});
