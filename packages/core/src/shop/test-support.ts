import type { Actor } from "@intranet/contracts";
import { accrueBodySchema, createItemBodySchema, type CreateItemBody } from "@intranet/contracts/shop";
import { newId } from "../platform";
import { ensureTestTenant, superadminIn } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { accrue } from "./accruals";
import { db } from "./entities";
import { createItem } from "./items";
import { saveShop } from "./settings";

/**
 * Shop test helpers (tests only): a company with an admin, a shop manager, employees with and
 * without the `shop` right; items through the service; balances funded directly (many buyers).
 */
export interface ShopTenant {
  tenantId: string;
  admin: Member;
  manager: Member;
  people: Member[];
  /** An employee without the shop right. */
  outsider: Member;
  /** The platform superadmin inside this workspace. */
  superadmin: Actor;
}

export async function shopTenant(employees = 3): Promise<ShopTenant> {
  const tenantId = await ensureTestTenant();
  const [admin, manager, outsider, ...people] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, { rights: ["shop", "wall"], profile: { firstName: "Mona", lastName: "Manager" } }),
    member(tenantId, { rights: ["wall"] }),
    ...Array.from({ length: employees }, (_, index) =>
      member(tenantId, { rights: ["shop", "wall"], profile: { firstName: `Buyer${index}`, lastName: "Shop" } }),
    ),
  ]);
  await saveShop(admin!.actor, { managers: [manager!.userId] });
  const superadmin = superadminIn(tenantId);
  return { tenantId, admin: admin!, manager: manager!, outsider: outsider!, people, superadmin };
}

/** An employee actor of the tenant with the shop right, without a user item (a buyer in a race). */
export const buyerActor = (tenantId: string): Actor => ({
  userId: newId(),
  tenantId,
  homeTenantId: tenantId,
  roles: ["employee"],
  rights: ["shop"],
});

export function item(actor: Actor, tenantId: string, body: Partial<CreateItemBody> = {}) {
  return createItem(actor, tenantId, createItemBodySchema.parse({ name: "Mug", cost: 10, amount: 5, ...body }));
}

export function give(
  actor: Actor,
  user: string,
  amount: number,
  extra: { publish?: boolean; achievement?: string } = {},
) {
  return accrue(actor, accrueBodySchema.parse({ user, amount, ...extra }));
}

/** Sets a balance directly (race set-ups with hundreds of buyers). */
export async function fund(clientId: string, userId: string, coins: number): Promise<void> {
  await db().entities.shopBalance.put({ clientId, userId, coins, earned: coins, spent: 0 }).go();
}

export async function storedBalance(clientId: string, userId: string) {
  const { data } = await db().entities.shopBalance.get({ clientId, userId }).go();
  return data?.coins ?? 0;
}

export { countDynamoCalls } from "../testing/dynamo-calls";
export { refusal } from "../testing/capture";
