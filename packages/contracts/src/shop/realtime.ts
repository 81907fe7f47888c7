import * as z from "zod/mini";

/** The shop module's pushes over the socket (each `type` is named in its manifest row's `realtime`). */
export const shopServerEvents = [
  // The shop: the person's balance after an accrual, a cancellation, a purchase or a nullification.
  z.object({ type: z.literal("shop.balance"), coins: z.number().check(z.int()) }),
  // The shop: a new order (to the managers) or an order handed out (to the buyer).
  z.object({
    type: z.literal("shop.order"),
    orderId: z.string(),
    status: z.enum(["new", "handed_out"]),
    userId: z.string(),
    itemName: z.string(),
  }),
] as const;
