import { filesRoutes } from "@intranet/contracts/files";
import {
  shopRoutes as routes,
  type AccrueBody,
  type CreateAchievementBody,
  type CreateItemBody,
  type PeriodQuery,
  type ShopSettingsBody,
  type UpdateItemBody,
} from "@intranet/contracts/shop";
import { callRoute } from "../../api/client";

/** TanStack Query keys of the shop; everything under `shop`, so a purchase or an accrual refreshes every view of it. */
export const shopKeys = {
  all: ["shop"] as const,
  settings: (client: string) => ["shop", "settings", client] as const,
  items: (client: string) => ["shop", "items", client] as const,
  balance: (user: string) => ["shop", "balance", user] as const,
  balances: (client: string) => ["shop", "balances", client] as const,
  orders: (client: string) => ["shop", "orders", client] as const,
  achievements: (client: string) => ["shop", "achievements", client] as const,
  accruals: (client: string) => ["shop", "accruals", client] as const,
  accrualsOf: (client: string, user: string) => ["shop", "accruals", client, user] as const,
  stats: (client: string, period: PeriodQuery) => ["shop", "stats", client, period] as const,
  fileUrl: (fileId: string) => ["shop", "file", fileId] as const,
};

/** The shop's calls (rules-calls-errors-spec §7 Shop), from contracts/shop/routes.ts. */
export const shopApi = {
  settings: (client: string) => callRoute(routes.settings, { params: { client } }),
  items: (client: string) =>
    callRoute(routes.items, { params: { client }, query: { sort: "createdAt", order: "desc" } }),
  saveSettings: (body: ShopSettingsBody) => callRoute(routes.saveSettings, { body }, { no_show: true }),
  createItem: (client: string, body: CreateItemBody) =>
    callRoute(routes.createItem, { params: { client }, body }, { no_show: true }),
  updateItem: (client: string, body: UpdateItemBody) =>
    callRoute(routes.updateItem, { params: { client }, body }, { no_show: true }),
  removeItem: (id: string) => callRoute(routes.removeItem, { params: { id } }, { no_show: true }),
  addStock: (id: string, amount: number) => callRoute(routes.addStock, { params: { id, amount } }, { no_show: true }),
  accrualsOf: (client: string, user: string) =>
    callRoute(routes.accruals, { params: { client }, query: { user, limit: 100 } }),
  nullify: (client: string) => callRoute(routes.nullify, { params: { client } }, { no_show: true }),
  balance: (user: string) => callRoute(routes.balance, { params: { user } }),
  buy: (item: string) => callRoute(routes.buy, { body: { item } }),
  orders: (client: string) => callRoute(routes.orders, { params: { client }, query: { limit: 100 } }),
  handOut: (id: string) => callRoute(routes.handOut, { params: { id } }),
  balances: (client: string) => callRoute(routes.balances, { params: { client }, query: { limit: 200 } }),
  accrue: (body: AccrueBody) => callRoute(routes.accrue, { body }, { no_show: true }),
  cancelAccrual: (id: string) => callRoute(routes.cancelAccrual, { params: { id } }, { no_show: true }),
  achievements: (client: string) => callRoute(routes.achievements, { params: { client } }),
  createAchievement: (client: string, body: CreateAchievementBody) =>
    callRoute(routes.createAchievement, { params: { client }, body }),
  removeAchievement: (id: string) => callRoute(routes.removeAchievement, { params: { id } }),
  stats: (period: PeriodQuery) => callRoute(routes.stats, { query: period }),
  /** A presigned link to a picture (quiet: a missing picture shows the placeholder). */
  fileUrl: (fileId: string) => callRoute(filesRoutes.downloadUrl, { params: { fileId } }, { no_show: true }),
};
