import { autoAwardKinds } from "@intranet/contracts/shop";

/**
 * Where an accrual comes from: a manager, an auto-award kind, a periodic award by years worked, or
 * another module's award (an onboarding track's award step, a course completed).
 */
export const accrualSources = ["manual", ...autoAwardKinds, "years", "adaptation", "courses"] as const;
export type AccrualSourceKind = (typeof accrualSources)[number];

/** Coin movements of the ledger. */
export const movementKinds = ["accrual", "cancel", "purchase", "nullify"] as const;
export type MovementKind = (typeof movementKinds)[number];
