import type { Actor } from "@intranet/contracts";
import { createItemBodySchema } from "@intranet/contracts/shop";
import { writeTransaction } from "@intranet/core/db";
import { isAppError, newId } from "@intranet/core/platform";
import { buy, createItem, getBalance, purchaseStats, shopCommits } from "@intranet/core/shop";
import { countDynamoCalls, ensureTestTenant } from "@intranet/core/testing";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const sequential = Number(process.env.BENCH_SHOP_PURCHASES ?? 100);
const hotBuyers = Number(process.env.BENCH_SHOP_HOT_BUYERS ?? 200);
const hotStock = Number(process.env.BENCH_SHOP_HOT_STOCK ?? 100);
const balanceReads = Number(process.env.BENCH_SHOP_BALANCE_READS ?? 200);

const employee = (tenantId: string): Actor => ({
  userId: newId(),
  tenantId,
  homeTenantId: tenantId,
  roles: ["employee"],
  rights: ["shop"],
});

/** Coins through the shop's public commit builder (the accrual, the balance, the ledger movement). */
async function fund(tenantId: string, userId: string, coins: number): Promise<void> {
  const outcome = await writeTransaction((entities) =>
    shopCommits.accrual(entities, {
      clientId: tenantId,
      accrualId: newId(),
      userId,
      amount: coins,
      comment: "bench",
      publish: false,
      source: "manual",
      cancelled: false,
      createdAt: new Date().toISOString(),
    }),
  );
  if (!outcome.ok) throw new Error("funding a bench buyer failed");
}

/**
 * Issue 14 targets: a purchase's latency (ONE transaction: balance, stock, order, ledger), the
 * throughput of many buyers on one hot item with the conflict retries it costs, and
 * `GET shop/balance/{user}` = 1 GetItem. Figures only, no pass/fail.
 */
export const shopSuite: Suite = {
  id: "shop",
  order: 140,
  title: "Shop: purchase latency, a hot item under contention, balance reads",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const tenantId = await ensureTestTenant();
    const manager: Actor = { userId: newId(), tenantId, homeTenantId: tenantId, roles: ["admin"], rights: [] };
    const newItem = (amount: number) =>
      createItem(manager, tenantId, createItemBodySchema.parse({ name: "Bench mug", cost: 10, amount }));

    // 1. One purchase at a time, each by another buyer.
    context.log(`shop: ${sequential} sequential purchases`);
    const plain = await newItem(sequential + 10);
    const buyers = Array.from({ length: sequential + 10 }, () => employee(tenantId));
    for (const buyer of buyers) await fund(tenantId, buyer.userId, 100);
    const calls = countDynamoCalls();
    for (const buyer of buyers.slice(0, 10)) await buy(buyer, { item: plain._id });
    await runtime.bus.drain();
    const latencies: number[] = [];
    const purchaseCalls: Record<string, number> = {};
    for (const buyer of buyers.slice(10)) {
      calls.reset();
      const start = performance.now();
      await buy(buyer, { item: plain._id });
      latencies.push(performance.now() - start);
      for (const [command, count] of Object.entries(calls.counts))
        purchaseCalls[command] = (purchaseCalls[command] ?? 0) + count;
      // The subscribers (notifications, pushes) run off the request path: not timed, not counted.
      await runtime.bus.drain();
    }
    const perPurchase = Object.entries(purchaseCalls)
      .map(([command, count]) => `${(count / sequential).toFixed(1)} × ${command.replace("Command", "")}`)
      .join(" + ");
    const single = summarize(latencies);

    // 2. Everyone at once on one item.
    context.log(`shop: ${hotBuyers} buyers on a hot item with stock ${hotStock}`);
    const hot = await newItem(hotStock);
    const crowd = Array.from({ length: hotBuyers }, () => employee(tenantId));
    for (const buyer of crowd) await fund(tenantId, buyer.userId, 100);
    purchaseStats.attempts = 0;
    purchaseStats.purchases = 0;
    const outcomes: Record<string, number> = {};
    const hotLatencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      crowd.map(async (buyer) => {
        const start = performance.now();
        const code = await buy(buyer, { item: hot._id }).then(
          () => "bought",
          (error: unknown) => (isAppError(error) ? error.code : "unavailable"),
        );
        hotLatencies.push(performance.now() - start);
        outcomes[code] = (outcomes[code] ?? 0) + 1;
      }),
    );
    const elapsed = performance.now() - started;
    const contended = summarize(hotLatencies);
    const bought = outcomes["bought"] ?? 0;

    // 3. Balance reads.
    const reader = buyers[0]!;
    await runtime.bus.drain();
    calls.reset();
    await getBalance(reader, reader.userId);
    const balanceCalls = { ...calls.counts };
    const reads: number[] = [];
    for (let index = 0; index < balanceReads; index++) {
      const start = performance.now();
      await getBalance(reader, reader.userId);
      reads.push(performance.now() - start);
    }
    calls.stop();
    const balance = summarize(reads);

    return [
      "On the local stack (DynamoDB Local, one Node process, 2 cores shared with other work). Buyers are funded " +
        "through the shop's commit builder; each purchase is ONE TransactWriteItems of 4 items (balance ≥ cost, " +
        "stock > 0 and available, the order, the ledger movement) plus the reads around it (item and balance " +
        "before, balance and settings after, for the answer and the event). Attempts = transactions sent: " +
        "DynamoDB Local serialises transactions instead of cancelling them with TransactionConflict, so the " +
        "retry budget (`hotItem`, 40 attempts) is exercised in AWS, not here.",
      "",
      table(
        ["Measure", "n", "p50", "mean", "p95", "Notes"],
        [
          [
            "Purchase, one at a time",
            single.n,
            ms(single.p50),
            ms(single.mean),
            ms(single.p95),
            `calls per purchase: ${perPurchase}`,
          ],
          [
            `Hot item: ${hotBuyers} buyers at once, stock ${hotStock}`,
            contended.n,
            ms(contended.p50),
            ms(contended.mean),
            ms(contended.p95),
            `${bought} bought in ${ms(elapsed, 0)} (${((bought / elapsed) * 1000).toFixed(1)} purchases/s); ` +
              `transaction attempts ${purchaseStats.attempts} (${(purchaseStats.attempts / Math.max(1, hotBuyers)).toFixed(2)} per buyer); ` +
              `outcomes ${JSON.stringify(outcomes)}`,
          ],
          [
            "GET shop/balance/{user} (own)",
            balance.n,
            ms(balance.p50),
            ms(balance.mean),
            ms(balance.p95),
            `DynamoDB calls: ${Object.entries(balanceCalls)
              .map(([command, count]) => `${count} × ${command.replace("Command", "")}`)
              .join(" + ")}`,
          ],
        ],
      ),
    ].join("\n");
  },
};
