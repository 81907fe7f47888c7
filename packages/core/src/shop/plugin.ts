import type { ModulePlugin } from "../platform";

/**
 * Shop: its events become notifications (section shop) and realtime pushes; thanks posts, polls
 * answered and ideas pay the company's auto-awards (core/shop/notify.ts, core/shop/auto-
 * awards.ts), and a daily job pays the date-driven ones.
 */
export const plugin = {
  subscriptions: [
    {
      name: "ShopNotify",
      eventTypes: [
        "shop.accrued",
        "shop.accrual_cancelled",
        "shop.purchased",
        "shop.order_handed_out",
        "shop.balances_nullified",
      ],
      file: "shop-notify",
    },
    { name: "ShopAwards", eventTypes: ["post.created", "poll.answered", "idea.accepted"], file: "shop-awards" },
  ],
  searchEvents: ["shop.item_changed"],
  jobs: [
    {
      name: "shop-awards",
      schedule: { cron: "5 6 * * *" },
      retries: 2,
      timeoutSeconds: 900,
      description:
        "Pays the shop's date-driven auto-awards: birthdays, work anniversaries, years worked, completed profiles (core/shop/auto-awards.ts; guarded, a re-run pays nothing)",
    },
  ],
  collections: [
    {
      name: "shop",
      entities: [
        "shopItem",
        "shopOrder",
        "shopBalance",
        "shopMovement",
        "shopAccrual",
        "shopAchievement",
        "shopAwardGuard",
        "shopCoinDay",
        "shopSettings",
      ],
      fileModules: ["shop"],
      deletable: false,
    },
  ],
} satisfies ModulePlugin;
