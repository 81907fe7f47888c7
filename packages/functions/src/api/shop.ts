import { AppError } from "@intranet/core/platform";
import { shopRoutes } from "@intranet/contracts/shop";
import { areaHandler } from "../http/area";

const pending = (): never => {
  throw new AppError("common.not_implemented", { feature: "shop" });
};

/** The shop's Lambda: thin, each route calls the shop's core service (being built). */
export const handler = areaHandler(shopRoutes, {
  settings: pending,
  saveSettings: pending,
  items: pending,
  createItem: pending,
  updateItem: pending,
  removeItem: pending,
  itemRest: pending,
  addStock: pending,
  achievements: pending,
  createAchievement: pending,
  updateAchievement: pending,
  removeAchievement: pending,
  accrue: pending,
  cancelAccrual: pending,
  accruals: pending,
  buy: pending,
  orders: pending,
  handOut: pending,
  balance: pending,
  balances: pending,
  nullify: pending,
  stats: pending,
  coinsAnalytics: pending,
});
