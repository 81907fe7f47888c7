import { newId } from "../platform";
import type { ShopMovementRecord } from "./movement.entity";
import type { MovementKind } from "./sources";

/** UTC "YYYY-MM-DD" of an ISO time. */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** A ledger item for a balance change, written in the same transaction. */
export function movement(
  clientId: string,
  kind: MovementKind,
  userId: string,
  coins: number,
  at: string,
  extra: { itemId?: string; itemName?: string; refId?: string } = {},
): ShopMovementRecord {
  return { clientId, day: dayOf(at), movementId: newId(), kind, userId, coins, at, ...extra };
}
