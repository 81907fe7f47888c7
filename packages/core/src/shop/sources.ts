import { awardingModules } from "@intranet/contracts/manifest";
import { autoAwardKinds } from "@intranet/contracts/shop";

/**
 * Where an accrual comes from: a manager, an auto-award kind, a periodic award by years worked, or
 * a module's own award (the manifest's `awards` modules: an onboarding step, a course learned).
 */
export const accrualSources = ["manual", ...autoAwardKinds, "years", ...awardingModules] as const;
export type AccrualSourceKind = (typeof accrualSources)[number];

/** Coin movements of the ledger. */
export const movementKinds = ["accrual", "cancel", "purchase", "nullify"] as const;
export type MovementKind = (typeof movementKinds)[number];
