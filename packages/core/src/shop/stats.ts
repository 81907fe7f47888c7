import type { Actor } from "@intranet/contracts";
import { shopLimits, type CoinsAnalytics, type PeriodQuery, type ShopStats } from "@intranet/contracts/shop";
import { AppError, mapLimited } from "../platform";
import { inClient, managerIn } from "./access";
import type { ShopCoinDayRecord } from "./coin-day.entity";
import { db } from "./entities";
import type { ShopMovementRecord } from "./movement.entity";

type ItemTotals = Record<string, { name: string; count: number; coins: number }>;

/** One day's totals, folded from its ledger. */
export interface DaySummary {
  day: string;
  issued: number;
  spent: number;
  withdrawn: number;
  orders: number;
  items: ItemTotals;
  receivers: Record<string, number>;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period's days (UTC, both ends included); default the last 30 days. */
export function periodDays(query: PeriodQuery, now = Date.now()): string[] {
  const to = query.dateTo ?? isoDay(now);
  const from = query.dateFrom ?? isoDay(Date.parse(to) - 29 * DAY_MS);
  const start = Date.parse(from);
  const end = Date.parse(to);
  const count = (end - start) / DAY_MS + 1;
  if (!Number.isFinite(count) || count < 1 || count > shopLimits.periodMaxDays)
    throw new AppError("shop.period_invalid", { max: shopLimits.periodMaxDays });
  return Array.from({ length: count }, (_, index) => isoDay(start + index * DAY_MS));
}

export function fold(day: string, movements: ShopMovementRecord[]): DaySummary {
  const summary: DaySummary = { day, issued: 0, spent: 0, withdrawn: 0, orders: 0, items: {}, receivers: {} };
  for (const move of movements) {
    if (move.kind === "accrual") {
      summary.issued += move.coins;
      summary.receivers[move.userId] = (summary.receivers[move.userId] ?? 0) + move.coins;
    } else if (move.kind === "cancel") {
      summary.withdrawn += move.coins;
      summary.receivers[move.userId] = (summary.receivers[move.userId] ?? 0) - move.coins;
    } else if (move.kind === "nullify") {
      summary.withdrawn += move.coins;
    } else {
      summary.spent += move.coins;
      summary.orders++;
      const key = move.itemId ?? "";
      const item = (summary.items[key] ??= { name: move.itemName ?? "", count: 0, coins: 0 });
      item.count++;
      item.coins += move.coins;
    }
  }
  return summary;
}

/** A day's ledger: ONE Query (paged past 1 MB). */
async function ledgerDay(clientId: string, day: string): Promise<DaySummary> {
  const { data } = await db().entities.shopMovement.query.byDay({ clientId, day }).go({ pages: "all" });
  return fold(day, data);
}

const fromRecord = (record: ShopCoinDayRecord): DaySummary => ({
  day: record.day,
  issued: record.issued,
  spent: record.spent,
  withdrawn: record.withdrawn,
  orders: record.orders,
  items: (record.items as ItemTotals | undefined) ?? {},
  receivers: (record.receivers as Record<string, number> | undefined) ?? {},
});

/**
 * The period's day summaries: ONE Query of the stored summaries of closed days (older than
 * yesterday: no movement can still land there), plus a ledger Query for each live day (today,
 * yesterday). A closed day without a summary yet is folded from its ledger once and stored, so a
 * period costs a bounded number of calls, whatever the number of movements.
 */
export async function daySummaries(clientId: string, days: string[], now = Date.now()): Promise<DaySummary[]> {
  const closedBefore = isoDay(now - DAY_MS);
  const { data } = await db()
    .entities.shopCoinDay.query.byClient({ clientId })
    .between({ day: days[0]! }, { day: days.at(-1)! })
    .go({ pages: "all" });
  const stored = new Map(data.map((record) => [record.day, fromRecord(record)]));
  const missing = days.filter((day) => !stored.has(day));
  const folded = await mapLimited(missing, 8, async (day) => {
    const summary = await ledgerDay(clientId, day);
    if (day < closedBefore)
      await db()
        .entities.shopCoinDay.put({ clientId, ...summary })
        .go();
    return summary;
  });
  for (const summary of folded) stored.set(summary.day, summary);
  return days.map((day) => stored.get(day)!);
}

const sum = (summaries: DaySummary[], key: "issued" | "spent" | "withdrawn" | "orders") =>
  summaries.reduce((total, summary) => total + summary[key], 0);

/** GET /api/shop/stats (managers): issued, spent, top items and top receivers over the period. */
export async function shopStats(actor: Actor, query: PeriodQuery): Promise<ShopStats> {
  const { clientId } = await managerIn(actor);
  const days = periodDays(query);
  const summaries = await daySummaries(clientId, days);
  const items: ItemTotals = {};
  const receivers: Record<string, number> = {};
  for (const summary of summaries) {
    for (const [itemId, totals] of Object.entries(summary.items)) {
      const item = (items[itemId] ??= { name: totals.name, count: 0, coins: 0 });
      item.count += totals.count;
      item.coins += totals.coins;
    }
    for (const [userId, coins] of Object.entries(summary.receivers))
      receivers[userId] = (receivers[userId] ?? 0) + coins;
  }
  return {
    dateFrom: days[0]!,
    dateTo: days.at(-1)!,
    issued: sum(summaries, "issued"),
    spent: sum(summaries, "spent"),
    withdrawn: sum(summaries, "withdrawn"),
    orders: sum(summaries, "orders"),
    topItems: Object.entries(items)
      .map(([item, totals]) => ({ item, ...totals }))
      .sort((a, b) => b.count - a.count || b.coins - a.coins)
      .slice(0, shopLimits.topMax),
    topReceivers: Object.entries(receivers)
      .filter(([, coins]) => coins > 0)
      .map(([user, coins]) => ({ user, coins }))
      .sort((a, b) => b.coins - a.coins)
      .slice(0, shopLimits.topMax),
  };
}

/** GET /api/analytics/coins/{client} (admins): the coin movement per day. */
export async function coinsAnalytics(actor: Actor, client: string, query: PeriodQuery): Promise<CoinsAnalytics> {
  const clientId = inClient(actor, client);
  const days = periodDays(query);
  const summaries = await daySummaries(clientId, days);
  return {
    dateFrom: days[0]!,
    dateTo: days.at(-1)!,
    issued: sum(summaries, "issued"),
    spent: sum(summaries, "spent"),
    withdrawn: sum(summaries, "withdrawn"),
    days: summaries.map(({ day, issued, spent, withdrawn }) => ({ date: day, issued, spent, withdrawn })),
  };
}
