import type { Actor } from "@intranet/contracts";
import type { BalancePage, BalancesQuery, BalanceView, NullifyResult } from "@intranet/contracts/shop";
import { backoff, named, pageOf, writeTransaction } from "../db";
import { AppError, mapLimited } from "../platform";
import { canManage, inClient, managerIn, readSettings } from "./access";
import { db } from "./entities";
import { publish } from "./events";
import { movement } from "./ledger";
import { balanceView } from "./views";

/** A balance by ONE GetItem (zero when the person never received coins). */
export async function balanceOf(clientId: string, userId: string): Promise<BalanceView> {
  const { data } = await db().entities.shopBalance.get({ clientId, userId }).go();
  return balanceView(clientId, userId, data);
}

/** GET /api/shop/balance/{user}: one's own is ONE GetItem; another's needs a manager (one more). */
export async function getBalance(actor: Actor, userId: string): Promise<BalanceView> {
  const clientId = inClient(actor);
  if (userId !== actor.userId) {
    const settings = await readSettings(clientId);
    if (!canManage(actor, settings)) throw new AppError("common.no_access");
  }
  return balanceOf(clientId, userId);
}

/** GET /api/balances/{client} (managers): one Query a page. */
export async function listBalances(actor: Actor, client: string, query: BalancesQuery): Promise<BalancePage> {
  const { clientId } = await managerIn(actor, client);
  const page = await pageOf(db().entities.shopBalance.query.byClient({ clientId }), {
    cursor: query.cursor,
    size: query.limit,
  });
  return { items: page.items.map((item) => balanceView(clientId, item.userId, item)), cursor: page.cursor };
}

const NULLIFY_PARALLEL = 8;
const NULLIFY_ATTEMPTS = 8;

/**
 * POST /api/balances/nullify/{client} (managers): every non-zero balance set to zero, each in its own
 * transaction with its ledger movement, conditioned on the coins read (a purchase or an accrual
 * meanwhile makes it re-read and try again).
 */
export async function nullifyBalances(actor: Actor, client: string): Promise<NullifyResult> {
  const { clientId } = await managerIn(actor, client);
  const nullified: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Array<{ userId: string; coins?: number | undefined }>; cursor: string | null } = await pageOf(
      db().entities.shopBalance.query.byClient({ clientId }),
      { cursor, size: 200 },
    );
    await mapLimited(
      page.items.filter((item) => (item.coins ?? 0) !== 0),
      NULLIFY_PARALLEL,
      async ({ userId, coins }) => {
        if (await nullifyOne(clientId, userId, coins ?? 0)) nullified.push(userId);
      },
    );
    cursor = page.cursor;
  } while (cursor);
  if (nullified.length)
    await publish({ type: "shop.balances_nullified", tenantId: clientId, detail: { userIds: nullified } });
  return { nullified: nullified.length };
}

async function nullifyOne(clientId: string, userId: string, seen: number): Promise<boolean> {
  let coins = seen;
  for (let attempt = 0; attempt < NULLIFY_ATTEMPTS; attempt++) {
    if (coins === 0) return false;
    const at = new Date().toISOString();
    const expected = coins;
    const outcome = await writeTransaction((entities) => [
      named(
        "balance",
        entities.shopBalance
          .patch({ clientId, userId })
          .set({ coins: 0, updatedAt: at })
          .where((attributes, { eq }) => eq(attributes.coins, expected))
          .commit(),
      ),
      named("movement", entities.shopMovement.create(movement(clientId, "nullify", userId, expected, at)).commit()),
    ]);
    if (outcome.ok) return true;
    await backoff(attempt);
    coins = (await balanceOf(clientId, userId)).coins;
  }
  throw new AppError("common.conflict");
}
