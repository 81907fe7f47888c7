import { named, type NamedCommit, type TransactionEntities } from "../db";
import type { ShopAccrualRecord } from "./accrual.entity";
import { movement } from "./ledger";

/**
 * Commit builders other modules may put in their own transactions (an onboarding step that awards
 * coins, a course finished): the accrual, the balance ADD and the ledger movement as named commits
 * (`accrual`, `balance`, `movement`). The accrual is created with attribute_not_exists, so an
 * accrual named by a stable id pays once: its failure (`outcome.failed("accrual")`) means "already paid".
 */
export const shopCommits = {
  accrual(entities: TransactionEntities, accrual: ShopAccrualRecord): NamedCommit[] {
    const { clientId, userId, amount, createdAt } = accrual;
    if (amount <= 0) return [named("accrual", entities.shopAccrual.create(accrual).commit())];
    return [
      named("accrual", entities.shopAccrual.create(accrual).commit()),
      named(
        "balance",
        entities.shopBalance
          .upsert({ clientId, userId })
          .add({ coins: amount, earned: amount })
          .set({ updatedAt: createdAt })
          .commit(),
      ),
      named(
        "movement",
        entities.shopMovement
          .create(movement(clientId, "accrual", userId, amount, createdAt, { refId: accrual.accrualId }))
          .commit(),
      ),
    ];
  },
};
