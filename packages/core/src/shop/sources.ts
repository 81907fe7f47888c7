import { autoAwardKinds } from "@intranet/contracts/shop";

/** Where an accrual comes from: a manager, an auto-award kind, or a periodic award by years worked. */
export const accrualSources = ["manual", ...autoAwardKinds, "years"] as const;
export type AccrualSourceKind = (typeof accrualSources)[number];

/** Coin movements of the ledger. */
export const movementKinds = ["accrual", "cancel", "purchase", "nullify"] as const;
export type MovementKind = (typeof movementKinds)[number];
