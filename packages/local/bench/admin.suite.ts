import { randomUUID } from "node:crypto";
import { journalActions, type JournalAction } from "@intranet/contracts/journal";
import { dataInventory, listHangedFiles, listJournal, takeInventory } from "@intranet/core/admin";
import { batchWrite, db } from "@intranet/core/db";
import { newId } from "@intranet/core/platform";
import { ensureTestTenant } from "@intranet/core/testing";
import { benchRuntime } from "./local-stack";
import { table } from "./markdown";
import { readsBySize } from "./measure";
import { benchActor, benchPeople } from "./people";
import type { BenchContext, Suite } from "./suite";

const bigJournal = Number(process.env.BENCH_JOURNAL ?? 100_000);
const reads = Number(process.env.BENCH_JOURNAL_READS ?? 30);
const actions = Object.keys(journalActions) as JournalAction[];

/** `count` journal entries over the last year, by two admins, of every action: written straight to the table. */
async function journalOf(tenantId: string, actorIds: string[], count: number): Promise<void> {
  const now = Date.now();
  const entries = Array.from({ length: count }, (_, index) => {
    const action = actions[index % actions.length]!;
    return {
      clientId: tenantId,
      entryId: newId(),
      at: new Date(now - Math.floor((index / count) * 365 * 86_400_000)).toISOString(),
      section: journalActions[action],
      action,
      actorId: actorIds[index % actorIds.length]!,
      actorFirstName: "Bench",
      actorLastName: "Admin",
      bySuperadmin: index % 17 === 0,
      targetType: "user",
      targetId: randomUUID(),
      targetLabel: `Person ${index}`,
      changes: [{ field: "position", before: '"Analyst"', after: '"Lead analyst"' }],
    };
  });
  await batchWrite((items) => db().entities.journalEntry.put(items).go(), entries, ["clientId", "entryId"]);
}

/**
 * Issue 39: the journal's pages and the admin panel's data pages cost the same DynamoDB calls with
 * 100 and with 100,000 journal entries (and as many items to count); the inventory's time is
 * measured against the company's item count. Core services against DynamoDB Local; figures only.
 */
export const adminSuite: Suite = {
  id: "admin",
  order: 175,
  title: `Administration: the journal's pages with 100 and ${bigJournal.toLocaleString("en")} entries, the data pages, the inventory's time`,
  async run(context: BenchContext): Promise<string> {
    await benchRuntime(context);
    const results = readsBySize("entries", reads);
    const inventories: Array<{ size: number; items: number; seconds: number }> = [];
    for (const size of [100, bigJournal]) {
      const tenantId = await ensureTestTenant();
      const actorIds = await benchPeople(tenantId, 2, `adm${size}`, []);
      const admin = benchActor(tenantId, actorIds[0]!, [], true);
      context.log(`admin: ${size.toLocaleString("en")} journal entries`);
      await journalOf(tenantId, actorIds, size);
      const started = performance.now();
      const measures = await takeInventory(tenantId, newId());
      inventories.push({ size, items: measures.items ?? 0, seconds: (performance.now() - started) / 1000 });
      await results.measure(size, [
        ["journal page", () => listJournal(admin, tenantId, { limit: 50 })],
        ["journal page (section)", () => listJournal(admin, tenantId, { limit: 50 }, "employees")],
        ["journal page (person)", () => listJournal(admin, tenantId, { actor: actorIds[1]!, limit: 50 })],
        ["all data", () => dataInventory(admin, tenantId, [])],
        ["unreferenced files page", () => listHangedFiles(admin, tenantId, { limit: 50 })],
      ]);
    }
    return [
      `Core services against DynamoDB Local, ${reads} reads each after a warm-up; calls counted on one read.`,
      "Journal entries of every action over a year, written straight to the table.",
      "",
      results.table(),
      "",
      table(
        ["Company", "items read by the inventory", "inventory time", "time per 10,000 items"],
        inventories.map(({ size, items, seconds }) => [
          `${size.toLocaleString("en")} entries`,
          items.toLocaleString("en"),
          `${seconds.toFixed(1)} s`,
          `${((seconds * 10_000) / Math.max(items, 1)).toFixed(1)} s`,
        ]),
      ),
      "",
      "A journal page is one Query of the company's partition (or of its section's or person's index),",
      "newest first. The data tab reads the stored inventory and the client item (two GetItems); the",
      "unreferenced files' page is one Query of the latest inventory's list. The inventory itself is the",
      "company's Scan, off the request path: its time grows with the whole table's size, not the company's",
      "alone (DynamoDB Local scans the table serially; in AWS a Scan reads 1 MB pages).",
      "",
      `Target (issue 39): fixed calls whatever the company holds — ${results.verdict(["journal page", "journal page (section)", "journal page (person)", "all data", "unreferenced files page"])}.`,
    ].join("\n");
  },
};
