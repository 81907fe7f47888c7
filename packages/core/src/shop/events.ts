import type { ShopAccruedDetail, ShopOrderHandedOutDetail, ShopPurchasedDetail } from "@intranet/contracts/shop";
import { publishAfterWrite, type DomainEvent } from "../events";

/** The shop's bus events (`shop.<past tense>`), published after their write committed. */
export interface ShopEventDetails {
  "shop.accrued": ShopAccruedDetail;
  "shop.accrual_cancelled": { accrualId: string; userId: string; amount: number; balance: number };
  "shop.purchased": ShopPurchasedDetail;
  "shop.order_handed_out": ShopOrderHandedOutDetail;
  "shop.balances_nullified": { userIds: string[] };
  /** An item created, edited or deleted (its search document is read again). */
  "shop.item_changed": { itemId: string };
}

export type ShopEventType = keyof ShopEventDetails;
export type ShopEvent = { [T in ShopEventType]: DomainEvent<T, ShopEventDetails[T]> }[ShopEventType];

export const shopEventTypes: ShopEventType[] = [
  "shop.accrued",
  "shop.accrual_cancelled",
  "shop.purchased",
  "shop.order_handed_out",
  "shop.balances_nullified",
  "shop.item_changed",
];

/**
 * Events the shop awards coins on, published by other modules: the thanks post (the wall's
 * post.created of kind thanks), a poll answered, and an idea accepted by its recipients (the ideas
 * module's `idea.accepted`: an idea pays when it is accepted, not when it is proposed).
 */
export const awardEventTypes = ["post.created", "poll.answered", "idea.accepted"] as const;
export interface PollAnsweredDetail {
  pollId: string;
  userId: string;
}
export interface IdeaAcceptedDetail {
  ideaId: string;
  authorId: string;
}

/** Publishes after the write (events/after-write.ts: a refusing bus is logged, never undoes the write). */
export async function publish(...events: ShopEvent[]): Promise<void> {
  await publishAfterWrite(events);
}
